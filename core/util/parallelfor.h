// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>

namespace cm {

// Calls work(i) for every i in [0, count), spread over `threads` threads
// (0: one per core), the calling thread among them, and returns when every
// call has returned. Threads of its own (QThreads), waited for before it
// returns, rather than a shared pool: the wait orders everything the calls
// did before what the caller does next, and ThreadSanitizer sees that order too.
// An exception thrown by a call, on any thread, is thrown again here once
// every thread has stopped; the calls not yet begun are not made.
void parallelFor(qsizetype count, const std::function<void(qsizetype)> &work, int threads = 0);

} // namespace cm
