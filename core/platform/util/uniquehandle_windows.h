// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>

namespace cm {

// Windows only: owns a Win32 HANDLE and closes it once. Kept free of
// <windows.h>: a HANDLE is a void pointer, INVALID_HANDLE_VALUE is -1.
class UniqueHandle
{
public:
    UniqueHandle() = default;
    explicit UniqueHandle(void *handle)
        : m_handle(handle)
    {
    }
    UniqueHandle(const UniqueHandle &) = delete;
    UniqueHandle &operator=(const UniqueHandle &) = delete;
    UniqueHandle(UniqueHandle &&other) noexcept
        : m_handle(std::exchange(other.m_handle, invalid()))
    {
    }
    UniqueHandle &operator=(UniqueHandle &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, invalid());
        }
        return *this;
    }
    ~UniqueHandle() { reset(); }

    void *get() const { return m_handle; }
    // Functions that fail with a null handle (CreateEvent) and those that
    // fail with INVALID_HANDLE_VALUE (CreateFile) both give an invalid one.
    bool isValid() const { return m_handle != nullptr && m_handle != invalid(); }
    void reset();
    // Gives the handle up, for a caller that closes it and checks that.
    void *release() { return std::exchange(m_handle, invalid()); }

private:
    static void *invalid() { return reinterpret_cast<void *>(static_cast<long long>(-1)); }

    void *m_handle = invalid();
};

} // namespace cm
