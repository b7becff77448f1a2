// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "util/status.h"

#include <memory>

namespace cm {

// The copier for small files at the drive's own limit (Linux's io_uring):
// many files in flight from one thread, each opened, read, written and
// closed through one ring, so that the drive sees a queue as deep as it
// takes while the walk of the tree goes on beside it.
constexpr int DefaultUringDepth = 32;

// Whether this system lets a program use io_uring with what the copier
// needs, and if not, why, in one sentence: none on Windows; on Linux the
// kernel may be too old, may have it switched off
// (kernel.io_uring_disabled) or a seccomp filter may refuse it.
Status uringAvailability();

// The copier: `depth` files in flight (DefaultUringDepth for 0); reads
// with O_DIRECT when `directReads`; in the files' physical order, batch by
// batch, when `physicalOrder` (a rotating drive). Null where
// uringAvailability() says no.
std::unique_ptr<Copier> makeUringCopier(int depth, qint64 blockBytes, bool directReads, bool physicalOrder);

} // namespace cm
