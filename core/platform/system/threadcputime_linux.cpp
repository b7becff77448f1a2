// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/threadcputime.h"

#include <time.h>

namespace cm {

double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

} // namespace cm
