// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QMutex>

namespace cm {

// The first failure reported by any of several worker threads; later ones
// are dropped, since they usually follow from the first.
class FirstFailure
{
public:
    void record(const Status &status)
    {
        if (status)
            return;
        QMutexLocker locker(&m_lock);
        if (m_status)
            m_status = status;
    }
    Status get() const
    {
        QMutexLocker locker(&m_lock);
        return m_status;
    }
    bool isSet() const { return !get(); }

private:
    mutable QMutex m_lock;
    Status m_status = Status::ok();
};

} // namespace cm
