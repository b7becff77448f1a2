// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QtGlobal>

#include <functional>

namespace cm {

// Calls work(i) for every i in [0, count), spread over `threads` threads
// (0: one per core), the calling thread among them, and returns when every
// call has returned. The other threads are a ThreadQueue's of its own,
// shut down before it returns; everything the calls did comes before what
// the caller does next.
//
// Every call is made even when the system refuses threads: those left are
// made on the calling thread, and the result says threads were refused
// (threadRefused), for a caller that measures how the calls scale.
// An exception thrown by a call, on any thread, is thrown again here once
// every thread has stopped; the calls not yet begun are not made.
Status parallelFor(qsizetype count, const std::function<void(qsizetype)> &work, int threads = 0);

} // namespace cm
