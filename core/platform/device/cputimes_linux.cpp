// SPDX-License-Identifier: GPL-3.0-or-later
// CpuTimes on Linux: getrusage(2).
#include "cputimes.h"

#include <sys/resource.h>

namespace cm {

namespace {

CpuTimes usageOf(int who)
{
    rusage usage{};
    ::getrusage(who, &usage);
    const auto seconds = [](const timeval &t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return {seconds(usage.ru_utime), seconds(usage.ru_stime)};
}

} // namespace

CpuTimes CpuTimes::ofThisProcess()
{
    return usageOf(RUSAGE_SELF);
}

CpuTimes CpuTimes::ofEndedChildren()
{
    return usageOf(RUSAGE_CHILDREN);
}

void CpuTimes::countChild(qint64)
{
}

} // namespace cm
