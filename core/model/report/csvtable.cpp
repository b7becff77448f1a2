// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvtable.h"

#include "report/resultflags.h"
#include "report/summaryrows.h"
#include "report/textescape.h"

#include <QStringList>

namespace cm {
namespace {

// Column names are for scripts: fixed, not translated. A new column goes
// last ("flags" did), so that scripts that read the others by place still work.
const QStringList &header()
{
    static const QStringList columns{QStringLiteral("row"),
                                     QStringLiteral("drive"),
                                     QStringLiteral("label"),
                                     QStringLiteral("dataSet"),
                                     QStringLiteral("variant"),
                                     QStringLiteral("operation"),
                                     QStringLiteral("run"),
                                     QStringLiteral("seconds"),
                                     QStringLiteral("bytes"),
                                     QStringLiteral("files"),
                                     QStringLiteral("MBps"),
                                     QStringLiteral("deviceBytesRead"),
                                     QStringLiteral("deviceBytesWritten"),
                                     QStringLiteral("cpuUserSeconds"),
                                     QStringLiteral("cpuSystemSeconds"),
                                     QStringLiteral("residentBeforeFraction"),
                                     QStringLiteral("cold"),
                                     QStringLiteral("runs"),
                                     QStringLiteral("coldRuns"),
                                     QStringLiteral("medianMBps"),
                                     QStringLiteral("meanMBps"),
                                     QStringLiteral("stdevMBps"),
                                     QStringLiteral("minMBps"),
                                     QStringLiteral("maxMBps"),
                                     QStringLiteral("ci95MBps"),
                                     QStringLiteral("relativeToPlain"),
                                     QStringLiteral("deviceReadRatio"),
                                     QStringLiteral("origin"),
                                     QStringLiteral("flags"),
                                     QStringLiteral("driveLimit"),
                                     QStringLiteral("driveLimitShare"),
                                     QStringLiteral("driveLimitDepth1Share"),
                                     QStringLiteral("cpuSecondsPerGB")};
    return columns;
}

QString number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QString optionalNumber(const std::optional<double> &value, int decimals)
{
    return value ? number(*value, decimals) : QString();
}

QString optionalCount(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QString();
}

QString line(const QStringList &cells)
{
    QStringList fields;
    fields.reserve(cells.size());
    for (const QString &cell : cells)
        fields.append(csvField(cell));
    return fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

} // namespace

QString sessionCsv(const Session &session)
{
    QString csv = line(header());
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results) {
            for (qsizetype i = 0; i < result.runs.size(); ++i) {
                const RunRecord &run = result.runs[i];
                csv += line({QStringLiteral("run"),
                             drive.id,
                             driveName(drive),
                             result.dataSet,
                             variantName(result.variant),
                             result.operation,
                             QString::number(i + 1),
                             number(run.seconds, 6),
                             QString::number(run.bytes),
                             QString::number(run.files),
                             number(run.megabytesPerSecond(), 3),
                             optionalCount(run.deviceBytesRead),
                             optionalCount(run.deviceBytesWritten),
                             number(run.cpuUserSeconds, 6),
                             number(run.cpuSystemSeconds, 6),
                             number(run.residentBeforeFraction, 4),
                             run.cold ? QStringLiteral("true") : QStringLiteral("false"),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             drive.origin,
                             QString(),
                             QString(),
                             QString(),
                             QString(),
                             optionalNumber(run.cpuSecondsPerGB(), 4)});
            }
        }
    }
    for (const SummaryRow &row : summaryRows(session)) {
        const SpeedSummary &s = row.summary;
        const std::optional<DriveLimitShare> &limit = row.ofDriveLimit;
        csv += line({QStringLiteral("summary"),
                     row.driveId,
                     row.drive,
                     row.dataSet,
                     variantName(row.variant),
                     row.operation,
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString(),
                     QString::number(row.runs),
                     QString::number(row.coldRuns),
                     number(s.medianMBps, 3),
                     number(s.meanMBps, 3),
                     number(s.stdevMBps, 3),
                     number(s.minMBps, 3),
                     number(s.maxMBps, 3),
                     number(s.ci95MBps, 3),
                     optionalNumber(row.relativeToPlain, 4),
                     optionalNumber(row.deviceReadRatio, 4),
                     row.origin,
                     flagNames(row.flags, QStringLiteral("; ")),
                     limit ? limit->limitOperation : QString(),
                     optionalNumber(limit ? std::optional<double>(limit->share) : std::nullopt, 4),
                     optionalNumber(limit ? limit->depth1Share : std::nullopt, 4),
                     optionalNumber(row.cpuSecondsPerGB, 4)});
    }
    return csv;
}

} // namespace cm
