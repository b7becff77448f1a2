// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/processend.h"

#include <windows.h>

#include <cstdio>

namespace cm {

// Not ExitProcess: it ends the threads that are still ending (QThread::wait()
// and ThreadWeaver's shutdown return once a thread's work is done, before
// Windows has ended it), then runs each DLL's clean-up, where the C++
// runtime can wait for ever on a lock of winpthreads that one of those
// threads held. Nothing is left to clean up by then but the C streams.
int endProcess(int exitCode)
{
    std::fflush(nullptr);
    TerminateProcess(GetCurrentProcess(), UINT(exitCode));
    return exitCode; // not reached
}

} // namespace cm
