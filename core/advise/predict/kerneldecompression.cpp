// SPDX-License-Identifier: GPL-3.0-or-later
#include "kerneldecompression.h"

#include "stats/statistics.h"

namespace cm {

void KernelReadSpeeds::append(const KernelReadSpeeds &more)
{
    plainMBps += more.plainMBps;
    for (auto it = more.compressedMBps.begin(); it != more.compressedMBps.end(); ++it)
        compressedMBps[it.key()] += it.value();
}

QString codecOfAlgorithm(const QString &algorithm)
{
    if (algorithm == QLatin1String("zstd") || algorithm == QLatin1String("zlib"))
        return algorithm + QStringLiteral(":3");
    return algorithm;
}

QStringList btrfsProperties()
{
    return {QStringLiteral("zstd"), QStringLiteral("lzo"), QStringLiteral("zlib")};
}

Estimate kernelDecompressMBps(const KernelReadSpeeds &speeds, const QString &codec, double ratio)
{
    const QList<double> compressed = speeds.compressedMBps.value(codec);
    if (ratio <= 0.0 || compressed.size() != speeds.plainMBps.size())
        return {};
    QList<double> perRound;
    for (qsizetype round = 0; round < compressed.size(); ++round) {
        const double extraSecondsPerMB = 1.0 / compressed[round] - 1.0 / (speeds.plainMBps[round] * ratio);
        // Not told apart from reading by the timing: counted as unknown, not as free.
        if (extraSecondsPerMB > 0.0)
            perRound.append(1.0 / extraSecondsPerMB);
    }
    if (perRound.size() * 2 <= compressed.size())
        return {};
    return estimateOf(perRound);
}

AddedReadTime addedReadTime(const KernelReadSpeeds &speeds, const QString &codec)
{
    const QList<double> compressed = speeds.compressedMBps.value(codec);
    AddedReadTime added;
    if (compressed.size() < 2 || compressed.size() != speeds.plainMBps.size())
        return added;
    QList<double> perRound;
    for (qsizetype round = 0; round < compressed.size(); ++round)
        perRound.append(1.0 / compressed[round] - 1.0 / speeds.plainMBps[round]);
    const SpeedSummary spread = summarize(perRound); // of seconds per MB, not of speeds
    added.measured = true;
    added.plainMBps = estimateOf(speeds.plainMBps);
    added.compressedMBps = estimateOf(compressed);
    added.secondsPerMB = spread.medianMBps;
    added.halfWidthPerMB = spread.ci95MBps;
    return added;
}

} // namespace cm
