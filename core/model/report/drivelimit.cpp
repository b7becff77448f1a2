// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelimit.h"

#include "plan/operation.h"
#include "report/resultflags.h"
#include "stats/statistics.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DriveLimit)
};

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 0);
}

// The limit's rate, when the run measured it: reads/s, or MB/s. `doubtful`
// is set when the limit's runs are flagged.
std::optional<double> limitRate(const DriveRecord &drive, const ResultRecord &result, Operation limit, bool *doubtful)
{
    const ResultRecord *measured = drive.findResult(result.dataSet, result.variant, operationName(limit));
    if (!measured)
        return std::nullopt;
    if (resultFlags(drive, *measured) & DoubtfulSpeed)
        *doubtful = true;
    const double rate
        = limit == Operation::SequentialDirect ? measured->summary().medianMBps : measured->medianFilesPerSecond();
    return rate > 0.0 ? std::optional<double>(rate) : std::nullopt;
}

} // namespace

std::optional<DriveLimitShare> driveLimitShare(const DriveRecord &drive, const ResultRecord &result)
{
    const std::optional<Operation> operation = operationFromName(result.operation);
    if (operation != Operation::Read && operation != Operation::SmallFiles)
        return std::nullopt;
    bool doubtful = bool(resultFlags(drive, result) & DoubtfulSpeed);
    if (operation == Operation::Read) {
        const std::optional<double> sequential = limitRate(drive, result, Operation::SequentialDirect, &doubtful);
        if (!sequential)
            return std::nullopt;
        return DriveLimitShare{operationName(Operation::SequentialDirect), *sequential,
                               result.summary().medianMBps / *sequential, std::nullopt, doubtful};
    }
    const double filesPerSecond = result.medianFilesPerSecond();
    bool depth1Doubtful = doubtful;
    const std::optional<double> depth1 = limitRate(drive, result, Operation::RandomReadsDepth1, &depth1Doubtful);
    if (drive.copierThreads > 1) {
        if (const std::optional<double> depth32 = limitRate(drive, result, Operation::RandomReadsDepth32, &doubtful)) {
            std::optional<double> depth1Share;
            if (depth1)
                depth1Share = filesPerSecond / *depth1;
            return DriveLimitShare{operationName(Operation::RandomReadsDepth32), *depth32, filesPerSecond / *depth32,
                                   depth1Share, doubtful || (depth1 && depth1Doubtful)};
        }
    }
    if (!depth1)
        return std::nullopt;
    return DriveLimitShare{operationName(Operation::RandomReadsDepth1), *depth1, filesPerSecond / *depth1, std::nullopt,
                           depth1Doubtful};
}

std::optional<double> processorBusy(const DriveRecord &drive, const ResultRecord &result)
{
    if (drive.logicalCores <= 0)
        return std::nullopt;
    QList<double> shares;
    for (const RunRecord &run : result.runs) {
        const double cpuSeconds = run.cpuUserSeconds + run.cpuSystemSeconds;
        if (cpuSeconds > 0.0 && run.seconds > 0.0)
            shares.append(cpuSeconds / (run.seconds * drive.logicalCores));
    }
    if (shares.isEmpty())
        return std::nullopt;
    return median(shares);
}

QString driveLimitText(const DriveLimitShare &share)
{
    if (share.limitOperation == operationName(Operation::SequentialDirect)) {
        const QString text = Text::tr("%1 % of a direct sequential read").arg(percent(share.share));
        return share.doubtful ? text + QLatin1Char(' ') + flagMark() : text;
    }
    const QString depth = share.limitOperation == operationName(Operation::RandomReadsDepth32) ? QStringLiteral("32")
                                                                                               : QStringLiteral("1");
    QString text = Text::tr("%1 % of 4 KiB reads at depth %2").arg(percent(share.share), depth);
    if (share.depth1Share)
        text += QLatin1Char(' ') + Text::tr("(%1 % at depth 1)").arg(percent(*share.depth1Share));
    return share.doubtful ? text + QLatin1Char(' ') + flagMark() : text;
}

} // namespace cm
