// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"

#include <QString>

namespace cm {

// 4 KiB reads at random places of one file, `queueDepth` at a time, each
// place read once (a seeded shuffle), with O_DIRECT where the filesystem
// allows it: the access pattern small-file copies turn into, measured
// without the files (article 002's contrast). Counts bytes read; the files
// counter counts reads.
Status randomReads(const QString &file, int queueDepth, qint64 maximumReads, quint64 seed, TransferCounters &counters,
                   const Cancellation &cancel);

// The whole file read in order in blocks of `blockBytes` (a multiple of
// 4 KiB), `queueDepth` blocks at a time, with O_DIRECT where the
// filesystem allows it: what the drive delivers to a reader that asks
// nothing of the page cache, the yardstick of a big-file copy.
Status sequentialReads(const QString &file, int queueDepth, qint64 blockBytes, TransferCounters &counters,
                       const Cancellation &cancel);

} // namespace cm
