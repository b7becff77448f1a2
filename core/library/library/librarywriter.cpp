// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/librarywriter.h"

#include "library/libraryrows.h"
#include "library/storedtext.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

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

Status insertFile(const QSqlDatabase &database, const IndexedFile &file)
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
    drive.prepare(QStringLiteral("INSERT INTO drives (file_id, drive_key, label, name, model, serial, filesystem, "
                                 "compression, data_sets, operations, folded_model, folded_text) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    QSqlQuery result(database);
    result.prepare(QStringLiteral("INSERT OR REPLACE INTO results (drive_id, position, data_set, operation, variant, "
                                  "runs, median_mbps, ci95_mbps, min_mbps, max_mbps, ratio, ratio_low, ratio_high, "
                                  "verdict, flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const LibraryDrive &row : libraryDrivesOf(*session, file.path)) {
        // Data set names hold no line break: one a line.
        if (Status status
            = execWith(drive,
                       {fileId, row.driveId, row.label, row.name, row.model, row.serial, row.filesystem,
                        row.compression, row.dataSets.join(QLatin1Char('\n')), row.operations.join(QLatin1Char('\n')),
                        foldedForSearch(row.model), searchTextOf(row)});
            !status)
            return status;
        const qint64 driveId = drive.lastInsertId().toLongLong();
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

Status removeFile(const QSqlDatabase &database, qint64 id)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("DELETE FROM files WHERE id = ?"));
    return execWith(query, {id});
}

} // namespace

Status writeIndexedFile(const QSqlDatabase &database, const IndexedFile &file, bool sayKnownProblems,
                        LibraryChanges *changes)
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
        if (Status status = removeFile(database, file.knownId); !status)
            return status;
        break;
    case IndexedFile::State::New:
        changes->added += file.session ? 1 : 0;
        break;
    }
    if (!file.problem.isEmpty())
        changes->problems << file.problem;
    return insertFile(database, file);
}

} // namespace cm
