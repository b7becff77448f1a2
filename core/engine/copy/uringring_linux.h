// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <liburing.h>

#include <functional>

namespace cm {

// One io_uring with a table of direct descriptors (files the ring opens
// and uses without a descriptor of the process's own, so that a chain of
// requests can open a file and read it), freed with the object.
class UringRing
{
public:
    UringRing() = default;
    ~UringRing();
    UringRing(const UringRing &) = delete;
    UringRing &operator=(const UringRing &) = delete;

    // A ring of `entries` submissions with `fileSlots` direct descriptors;
    // a failure saying, in one sentence, why io_uring cannot be used here.
    Status open(unsigned entries, unsigned fileSlots);
    // Lets the kernel's workers for this ring take up to `requests` blocking
    // requests at once (an open that must read its inode from the drive):
    // by default it takes four per CPU, which on a small machine would keep
    // the drive's queue shallower than the copier's. Best effort.
    void allowBlockingRequests(unsigned requests);

    // A free submission, handing what is queued to the kernel first when
    // the queue is full; null only when even that fails.
    io_uring_sqe *next();
    // Hands what is queued to the kernel; failure only when the kernel refuses.
    Status submit();
    // Waits up to `milliseconds` for a completion, then hands every
    // completion there is to `complete` (its user data and result).
    Status reap(int milliseconds, const std::function<void(quint64 data, int result)> &complete);

private:
    io_uring m_ring{};
    bool m_open = false;
};

} // namespace cm
