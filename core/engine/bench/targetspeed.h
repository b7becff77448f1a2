// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/cancellation.h"
#include "util/status.h"

#include <QString>

namespace cm {

// Whether the target (the RAM disk) was fast enough for a result: a copy
// cannot deliver faster than the target takes written data, so a result
// close to that speed measured the target, not the drive.
namespace TargetSpeed {

// A result at this share of the target's write speed or above is flagged.
constexpr double BoundShare = 0.8;

// Writes one new file of `bytes` in `blockBytes` blocks into `folder`,
// flushes it and removes it, `rounds` times; the fastest round in MB/s.
// One stream, like the serial copier's.
Status measureWrite(const QString &folder, qint64 bytes, qint64 blockBytes, int rounds, const Cancellation &cancel,
                    double *megabytesPerSecond);

// Whether `operation` writes what it times to the target.
bool writesToTarget(const QString &operation);

// Whether a result of `operation` delivered at `resultMBps` was held back
// by a target that takes `targetWriteMBps`.
bool isBound(const QString &operation, double resultMBps, double targetWriteMBps);

} // namespace TargetSpeed
} // namespace cm
