// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/threadcputime.h"

#include <chrono>

namespace cm {

// Windows counts a thread's CPU time in clock ticks of about 15.6 ms,
// longer than the work timed with it takes (a codec's chunk), so most of
// it would count as free: the steady clock stands in, which is the
// thread's CPU time while each core runs one busy thread.
double threadCpuSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace cm
