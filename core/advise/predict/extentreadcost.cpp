// SPDX-License-Identifier: GPL-3.0-or-later
#include "extentreadcost.h"

#include "stats/statistics.h"

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

// Compressed extents per logical MB when every 128 KiB chunk is stored compressed.
constexpr double ExtentsPerMB = 1e6 / double(BtrfsChunkBytes);

} // namespace

double ExtentReadCost::secondsPerMB(double compressedFraction) const
{
    return secondsPerExtent * compressedFraction * ExtentsPerMB;
}

double ExtentReadCost::lowSecondsPerMB(double compressedFraction) const
{
    return lowSecondsPerExtent * compressedFraction * ExtentsPerMB;
}

double ExtentReadCost::highSecondsPerMB(double compressedFraction) const
{
    return highSecondsPerExtent * compressedFraction * ExtentsPerMB;
}

ExtentReadCost extentReadCost(const KernelReadSpeeds &onDrive, const Estimate &ramDecompressMBps,
                              const CodecMeasurement &zstd)
{
    ExtentReadCost cost;
    const QList<double> compressed = onDrive.compressedMBps.value(zstd.codec);
    if (!ramDecompressMBps.isKnown() || zstd.compressedFraction <= 0.0 || compressed.size() != onDrive.plainMBps.size()
        || compressed.size() < 2)
        return cost;
    // Per round, so that load common to the round's reads cancels; a value
    // may come out below zero where the cost is within the noise.
    QList<double> perExtent;
    for (qsizetype round = 0; round < compressed.size(); ++round) {
        const double extraSecondsPerMB
            = 1.0 / compressed[round] - 1.0 / (onDrive.plainMBps[round] * zstd.ratio) - 1.0 / ramDecompressMBps.value;
        perExtent.append(extraSecondsPerMB / (zstd.compressedFraction * ExtentsPerMB));
    }
    const SpeedSummary spread = summarize(perExtent); // mean, median and the t interval of the mean
    cost.measured = true;
    // No cost is below zero; one measured below zero is a cost within the
    // rounds' noise, and its interval reaches as far above zero as they
    // spread. Cut at zero instead, a median by chance far below it gave an
    // interval of 0-4 µs where the next probe's rounds gave 0-47 µs, and
    // the advice of one session changed between them.
    cost.secondsPerExtent = std::max(0.0, spread.medianMBps);
    cost.lowSecondsPerExtent = std::max(0.0, spread.medianMBps - spread.ci95MBps);
    cost.highSecondsPerExtent = cost.secondsPerExtent + spread.ci95MBps;
    return cost;
}

} // namespace cm
