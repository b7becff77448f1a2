// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMutex>
#include <QMutexLocker>

#include <utility>

namespace cm {

// A value reachable only while its lock is held: lock() hands out a handle
// that holds the lock for as long as it lives, so that reading or writing
// the value without the lock does not compile.
template <class T>
class Guarded
{
public:
    template <class Value>
    class Locked
    {
    public:
        Locked(QMutex &mutex, Value &value)
            : m_locker(&mutex)
            , m_value(value)
        {
        }
        Value *operator->() const { return &m_value; }
        Value &operator*() const { return m_value; }

    private:
        QMutexLocker<QMutex> m_locker;
        Value &m_value;
    };

    template <class... Arguments>
    explicit Guarded(Arguments &&...arguments)
        : m_value(std::forward<Arguments>(arguments)...)
    {
    }
    Guarded(const Guarded &) = delete;
    Guarded &operator=(const Guarded &) = delete;

    Locked<T> lock() { return {m_mutex, m_value}; }
    Locked<const T> lock() const { return {m_mutex, m_value}; }

private:
    mutable QMutex m_mutex;
    T m_value;
};

} // namespace cm
