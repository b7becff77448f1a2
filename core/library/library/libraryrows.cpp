// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryrows.h"

#include "report/resultflags.h"
#include "report/summaryrows.h"

namespace cm {
namespace {

LibraryResult resultOf(const DriveRecord &drive, const ResultRecord &record)
{
    LibraryResult result;
    result.dataSet = record.dataSet;
    result.operation = record.operation;
    result.variant = record.variant;
    const SpeedSummary summary = record.summary();
    result.runs = summary.count;
    result.medianMBps = summary.medianMBps;
    result.ci95MBps = summary.ci95MBps;
    result.minMBps = summary.minMBps;
    result.maxMBps = summary.maxMBps;
    if (const std::optional<PairedComparison> compared = drive.comparedToPlain(record)) {
        result.verdict = compared->verdict;
        if (compared->enoughPairs()) {
            result.ratio = compared->ratio;
            result.ratioLow = compared->low;
            result.ratioHigh = compared->high;
        }
    }
    result.flags = int(resultFlags(drive, record).toInt());
    return result;
}

void appendOnce(QStringList *list, const QString &value)
{
    if (!list->contains(value))
        list->append(value);
}

} // namespace

QList<LibraryDrive> libraryDrivesOf(const Session &session, const QString &path)
{
    QList<LibraryDrive> drives;
    drives.reserve(session.drives.size());
    for (const DriveRecord &record : session.drives) {
        LibraryDrive drive;
        drive.sessionPath = path;
        drive.driveId = record.id;
        drive.label = record.label;
        drive.name = driveName(record);
        drive.model = record.source.model.value_or(QString());
        drive.serial = record.source.serial.value_or(QString());
        drive.filesystem = record.source.filesystem;
        drive.compression = record.compression.choiceName();
        drive.kernel = session.machine.kernel;
        drive.cpu = session.machine.cpu;
        drive.os = session.machine.os;
        drive.measured = session.created;
        for (const ResultRecord &result : record.results) {
            appendOnce(&drive.dataSets, result.dataSet);
            appendOnce(&drive.operations, result.operation);
            drive.results.append(resultOf(record, result));
        }
        drives.append(std::move(drive));
    }
    return drives;
}

QString foldedForSearch(const QString &text)
{
    return text.toCaseFolded();
}

QString searchTextOf(const LibraryDrive &drive)
{
    // Separated by a character no search holds, so that a search never
    // matches across two fields.
    const QChar separator(0x1f);
    return foldedForSearch(QStringList{drive.label, drive.name, drive.model, drive.serial, drive.filesystem,
                                       drive.compression, drive.kernel, drive.cpu, drive.os, drive.sessionPath,
                                       drive.dataSets.join(QLatin1Char(' '))}
                               .join(separator));
}

} // namespace cm
