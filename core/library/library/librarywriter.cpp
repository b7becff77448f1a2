// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/librarywriter.h"

#include "library/librarylinks.h"
#include "library/libraryrows.h"
#include "library/storedtext.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace cm {
namespace {

Status failed(const QSqlQuery &query)
{
    return Status::failure(query.lastError().text().trimmed());
}

Status execWith(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values) {
        // A null QString would be bound as NULL; the text columns hold "" for none.
        // Every text as storedtext.h says, never part of the statement.
        if (value.typeId() == QMetaType::QString && value.toString().isNull())
            query.addBindValue(QStringLiteral(""));
        else if (value.typeId() == QMetaType::QString)
            query.addBindValue(toStoredText(value.toString()));
        else
            query.addBindValue(value);
    }
    return query.exec() ? Status::ok() : failed(query);
}

QVariant optionalNumber(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Double));
}

// The first number for the new drives of a file: above every drive's and
// every number kept.
Status firstNewDriveNumber(const QSqlDatabase &database, qint64 highestKept, qint64 *number)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT max(id) FROM drives")) || !query.next())
        return failed(query);
    *number = std::max(query.value(0).toLongLong(), highestKept) + 1;
    return Status::ok();
}

// `kept`: the drives' ids in the file to the numbers they keep.
Status insertFile(const QSqlDatabase &database, const IndexedFile &file, const DriveNumbers &kept)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("INSERT INTO files (path, size_bytes, modified_ms, sha256, problem, created_ms, cpu, "
                                 "kernel, os) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const Session *session = file.session ? &*file.session : nullptr;
    const QVariant created = session && session->created.isValid() ? QVariant(session->created.toMSecsSinceEpoch())
                                                                   : QVariant(QMetaType(QMetaType::LongLong));
    if (Status status
        = execWith(query,
                   {file.path, file.identity.sizeBytes, file.identity.modifiedMs, file.identity.sha256, file.problem,
                    created, session ? session->machine.cpu : QString(), session ? session->machine.kernel : QString(),
                    session ? session->machine.os : QString()});
        !status)
        return status;
    if (!session)
        return Status::ok();
    const qint64 fileId = query.lastInsertId().toLongLong();
    QSqlQuery drive(database);
    drive.prepare(QStringLiteral("INSERT INTO drives (id, file_id, drive_key, label, name, model, serial, filesystem, "
                                 "compression, data_sets, operations, folded_model, folded_text) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    QSqlQuery result(database);
    result.prepare(QStringLiteral("INSERT OR REPLACE INTO results (drive_id, position, data_set, operation, variant, "
                                  "runs, median_mbps, ci95_mbps, min_mbps, max_mbps, ratio, ratio_low, ratio_high, "
                                  "verdict, flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    // With no number kept to stay clear of, SQLite numbers a new drive
    // itself (the highest so far and one); else the file's new drives are
    // numbered from above both, asked once.
    qint64 nextNew = 0;
    for (const LibraryDrive &row : libraryDrivesOf(*session, file.path)) {
        QVariant number = kept.byMeasurement.contains(row.driveId) ? QVariant(kept.byMeasurement.value(row.driveId))
                                                                   : QVariant(QMetaType(QMetaType::LongLong));
        if (number.isNull() && kept.highest > 0) {
            if (nextNew == 0) {
                if (Status status = firstNewDriveNumber(database, kept.highest, &nextNew); !status)
                    return status;
            }
            number = nextNew++;
        }
        // Data set names hold no line break: one a line.
        if (Status status
            = execWith(drive,
                       {number, fileId, row.driveId, row.label, row.name, row.model, row.serial, row.filesystem,
                        row.compression, row.dataSets.join(QLatin1Char('\n')), row.operations.join(QLatin1Char('\n')),
                        foldedForSearch(row.model), searchTextOf(row)});
            !status)
            return status;
        const qint64 driveId = number.isNull() ? drive.lastInsertId().toLongLong() : number.toLongLong();
        for (qsizetype position = 0; position < row.results.size(); ++position) {
            const LibraryResult &r = row.results.at(position);
            if (Status status
                = execWith(result,
                           {driveId, position, r.dataSet, r.operation, variantName(r.variant), r.runs, r.medianMBps,
                            r.ci95MBps, r.minMBps, r.maxMBps, optionalNumber(r.ratio), optionalNumber(r.ratioLow),
                            optionalNumber(r.ratioHigh), enumName(VerdictNames, r.verdict), r.flags});
                !status)
                return status;
        }
    }
    return Status::ok();
}

// The numbers the drives of `file` keep: those they had in the library,
// else those carried from a library rebuilt, by their ids in the file.
Status keptNumbers(const QSqlDatabase &database, const IndexedFile &file, const DriveNumbers &carried,
                   DriveNumbers *kept)
{
    kept->highest = carried.highest;
    if (file.session && !carried.byMeasurement.isEmpty()) {
        for (const DriveRecord &drive : file.session->drives) {
            const qint64 number = carried.byMeasurement.value(LibraryLinks::measurementIdentity(file.path, drive.id));
            if (number != 0)
                kept->byMeasurement.insert(drive.id, number);
        }
    }
    if (file.knownId == 0)
        return Status::ok();
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT drive_key, id FROM drives WHERE file_id = ?"));
    query.addBindValue(file.knownId);
    if (!query.exec())
        return failed(query);
    while (query.next()) {
        const qint64 number = query.value(1).toLongLong();
        kept->byMeasurement.insert(fromStoredText(query.value(0).toString()), number);
        kept->highest = std::max(kept->highest, number);
    }
    return Status::ok();
}

Status removeFile(const QSqlDatabase &database, qint64 id)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("DELETE FROM files WHERE id = ?"));
    return execWith(query, {id});
}

} // namespace

Status writeIndexedFile(const QSqlDatabase &database, const IndexedFile &file, bool sayKnownProblems,
                        const DriveNumbers &carried, LibraryChanges *changes)
{
    switch (file.state) {
    case IndexedFile::State::Unchanged:
        ++changes->unchanged;
        if (sayKnownProblems && !file.problem.isEmpty())
            changes->problems << file.problem;
        return Status::ok();
    case IndexedFile::State::Touched: {
        ++changes->unchanged;
        if (sayKnownProblems && !file.problem.isEmpty())
            changes->problems << file.problem;
        QSqlQuery query(database);
        query.prepare(QStringLiteral("UPDATE files SET size_bytes = ?, modified_ms = ? WHERE id = ?"));
        return execWith(query, {file.identity.sizeBytes, file.identity.modifiedMs, file.knownId});
    }
    case IndexedFile::State::Gone:
        ++changes->removed;
        return removeFile(database, file.knownId);
    case IndexedFile::State::Unreadable:
        changes->problems << file.problem;
        return Status::ok();
    case IndexedFile::State::Changed:
        changes->updated += file.session ? 1 : 0;
        break;
    case IndexedFile::State::New:
        changes->added += file.session ? 1 : 0;
        break;
    }
    if (!file.problem.isEmpty())
        changes->problems << file.problem;
    DriveNumbers kept;
    if (Status status = keptNumbers(database, file, carried, &kept); !status)
        return status;
    if (file.state == IndexedFile::State::Changed) {
        if (Status status = removeFile(database, file.knownId); !status)
            return status;
    }
    return insertFile(database, file, kept);
}

} // namespace cm
