// SPDX-License-Identifier: GPL-3.0-or-later
#include "summaryrows.h"
#include "volume/volumename.h"

#include <QHash>

#include <algorithm>
#include <functional>

namespace cm {

QString driveName(const DriveRecord &drive)
{
    if (!drive.label.isEmpty())
        return drive.label;
    if (drive.source.model && !drive.source.model->isEmpty())
        return *drive.source.model;
    if (const QString volume = volumeName(drive.source); !volume.isEmpty())
        return volume;
    return drive.id;
}

namespace {

// How the compressed variant was stored, as the command line names it.
QString methodText(const DriveRecord &drive)
{
    QString method = compressionMethodName(drive.compression.method);
    if (!drive.compression.algorithm.isEmpty())
        method += QLatin1Char(':') + drive.compression.algorithm;
    return method;
}

// Appends what `detail` says to each of `names` that another one shares,
// where the drives sharing it differ in that detail: a detail they all
// have alike only makes the names longer.
void tellApart(QStringList *names, const std::function<QString(qsizetype)> &detail)
{
    // Drives by name, in one pass: a session of thousands of drives stays quick.
    QHash<QString, QList<qsizetype>> byName;
    for (qsizetype i = 0; i < names->size(); ++i)
        byName[names->at(i)].append(i);
    for (const QList<qsizetype> &same : std::as_const(byName)) {
        if (same.size() < 2)
            continue;
        QStringList details;
        for (const qsizetype i : same)
            details.append(detail(i));
        // Where two differ, each has another that differs from it.
        if (std::all_of(details.cbegin(), details.cend(), [&](const QString &d) { return d == details.first(); }))
            continue;
        for (qsizetype k = 0; k < same.size(); ++k) {
            if (!details[k].isEmpty())
                (*names)[same[k]] += QStringLiteral(" (%1)").arg(details[k]);
        }
    }
}

// "drives" for /a/drives.cmsession.json: what tells two files apart.
QString sessionFileTitle(const QString &path)
{
    QString name = path.section(QLatin1Char('/'), -1);
    for (const QLatin1String suffix : {QLatin1String(".cmsession.json"), QLatin1String(".json")}) {
        if (name.endsWith(suffix) && name.size() > suffix.size())
            return name.chopped(suffix.size());
    }
    return name;
}

} // namespace

QStringList distinctDriveNames(const Session &session, const QList<int> &numbers)
{
    QStringList names;
    for (const DriveRecord &drive : session.drives)
        names.append(driveName(drive));
    const auto &drives = session.drives;
    // Two runs of one disk: first how they stored the data, then the files
    // they came from, then their order.
    tellApart(&names, [&](qsizetype i) { return methodText(drives[i]); });
    tellApart(&names, [&](qsizetype i) { return sessionFileTitle(drives[i].origin); });
    tellApart(&names, [&](qsizetype i) { return QStringLiteral("#%1").arg(numbers.value(i, int(i + 1))); });
    return names;
}

std::optional<double> relativeToPlain(const DriveRecord &drive, const ResultRecord &result)
{
    if (result.variant != Variant::Compressed)
        return std::nullopt;
    const ResultRecord *plain = drive.findResult(result.dataSet, Variant::Plain, result.operation);
    const double plainMedian = plain ? plain->summary().medianMBps : 0.0;
    if (plainMedian <= 0.0)
        return std::nullopt;
    return result.summary().medianMBps / plainMedian;
}

QList<SummaryRow> summaryRows(const Session &session)
{
    QList<SummaryRow> rows;
    const QStringList names = distinctDriveNames(session);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        for (const ResultRecord &result : drive.results) {
            SummaryRow row;
            row.drive = names[d];
            row.driveId = drive.id;
            row.origin = drive.origin;
            row.dataSet = result.dataSet;
            row.variant = result.variant;
            row.operation = result.operation;
            row.summary = result.summary();
            row.runs = int(result.runs.size());
            row.coldRuns = result.coldRuns();
            row.relativeToPlain = relativeToPlain(drive, result);
            row.comparedToPlain = drive.comparedToPlain(result);
            row.deviceReadRatio = result.deviceReadRatio();
            if (result.variant == Variant::Compressed)
                row.algorithm = drive.compression.algorithm;
            row.storedShare = storedShare(drive, result);
            row.filesPerSecond = result.medianFilesPerSecond();
            row.cpuSecondsPerGB = result.medianCpuSecondsPerGB();
            row.ofDriveLimit = driveLimitShare(drive, result);
            row.flags = resultFlags(drive, result);
            row.disturbances = disturbances(result);
            rows.append(row);
        }
    }
    return rows;
}

} // namespace cm
