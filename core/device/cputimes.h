#pragma once

namespace cm {

// CPU time this process (all its threads) has used so far.
struct CpuTimes
{
    double userSeconds = 0.0;
    double systemSeconds = 0.0;

    static CpuTimes ofThisProcess();
    // Of the child processes that ended and were waited for (an external copier).
    static CpuTimes ofEndedChildren();
    CpuTimes operator-(const CpuTimes &earlier) const
    {
        return {userSeconds - earlier.userSeconds, systemSeconds - earlier.systemSeconds};
    }
};

} // namespace cm
