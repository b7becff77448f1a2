// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <optional>

namespace cm {

// How near a copy came to what the drive itself delivers, measured in the
// same run (article 002's lesson: a small-file copy can measure the copier,
// not the drive). Small files: files/s against 4 KiB random reads/s at the
// queue depth the copier kept (1 for one thread, else the deeper one
// measured, 32) and at depth 1. Big files (`read`): MB/s against a direct
// sequential read of the same bytes.
struct DriveLimitShare
{
    QString limitOperation;            // "random4k-qd32", "random4k-qd1" or "sequential-direct"
    double limitRate = 0.0;            // what the drive gave: reads/s, or MB/s for sequential-direct
    double share = 0.0;                // the result's rate / limitRate
    std::optional<double> depth1Share; // small files at a deeper queue: also of random4k-qd1
    // The result or a limit it is set against is flagged (DoubtfulSpeed):
    // the share is a rough guide, never a finding.
    bool doubtful = false;
};

// Empty where the run measured no limit to compare with (--ops without
// smallfiles or sequential-direct) or the result is no copy of files.
std::optional<DriveLimitShare> driveLimitShare(const DriveRecord &drive, const ResultRecord &result);

// The share of the machine's logical cores a result's copy kept busy (its
// process's user and system time, the kernel's workers for it included,
// against each run's time), the median over its runs; empty where the
// session recorded no CPU time or no cores (older files).
std::optional<double> processorBusy(const DriveRecord &drive, const ResultRecord &result);
// From this share on, the processor, not the copier's waiting, held a copy
// below the drive's limit: every copier spends about the same CPU time on
// a cold small file, and the fastest keep the cores busy.
constexpr double ProcessorBoundBusy = 0.75;

// "31 % of 4 KiB reads at depth 32 (140 % at depth 1)", "92 % of a direct
// sequential read": a table's cell, marked (flagMark()) when doubtful.
QString driveLimitText(const DriveLimitShare &share);

} // namespace cm
