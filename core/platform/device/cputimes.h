// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace cm {

// CPU time this process (all its threads) has used so far.
struct CpuTimes
{
    double userSeconds = 0.0;
    double systemSeconds = 0.0;

    static CpuTimes ofThisProcess();
    // Of the child processes that ended and were waited for (an external copier).
    static CpuTimes ofEndedChildren();
    // Counts a child started by this process in ofEndedChildren(): nothing
    // to do on Linux, whose kernel keeps that total; on Windows the child
    // joins a job object, whose accounting keeps it.
    static void countChild(qint64 processId);
    CpuTimes operator-(const CpuTimes &earlier) const
    {
        return {userSeconds - earlier.userSeconds, systemSeconds - earlier.systemSeconds};
    }
};

} // namespace cm
