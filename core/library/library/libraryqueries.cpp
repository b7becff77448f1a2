// SPDX-License-Identifier: GPL-3.0-or-later
// Library: what lists, shows and charts ask of it.
#include "library/library.h"

#include "library/libraryconnection.h"
#include "library/storedtext.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

const char *const DriveColumns = "SELECT d.id, f.path, d.drive_key, d.label, d.name, d.model, d.serial, d.filesystem, "
                                 "d.compression, f.kernel, f.cpu, f.os, f.created_ms, d.data_sets, d.operations "
                                 "FROM drives d JOIN files f ON f.id = d.file_id";

QStringList lines(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

LibraryDrive driveFrom(const QSqlQuery &query)
{
    LibraryDrive drive;
    drive.id = query.value(0).toLongLong();
    drive.sessionPath = fromStoredText(query.value(1).toString());
    drive.driveId = fromStoredText(query.value(2).toString());
    drive.label = fromStoredText(query.value(3).toString());
    drive.name = fromStoredText(query.value(4).toString());
    drive.model = fromStoredText(query.value(5).toString());
    drive.serial = fromStoredText(query.value(6).toString());
    drive.filesystem = fromStoredText(query.value(7).toString());
    drive.compression = fromStoredText(query.value(8).toString());
    drive.kernel = fromStoredText(query.value(9).toString());
    drive.cpu = fromStoredText(query.value(10).toString());
    drive.os = fromStoredText(query.value(11).toString());
    if (!query.value(12).isNull())
        drive.measured = QDateTime::fromMSecsSinceEpoch(query.value(12).toLongLong(), Qt::UTC);
    drive.dataSets = lines(fromStoredText(query.value(13).toString()));
    drive.operations = lines(fromStoredText(query.value(14).toString()));
    return drive;
}

std::optional<double> optionalNumber(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

// The results of `drives`, in the order their sessions hold them.
Status fillResults(const QSqlDatabase &database, QList<LibraryDrive> *drives)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    // One query for every drive: a drive's results are found by its key.
    query.prepare(QStringLiteral("SELECT drive_id, data_set, operation, variant, runs, median_mbps, ci95_mbps, "
                                 "min_mbps, max_mbps, ratio, ratio_low, ratio_high, verdict, flags FROM results "
                                 "WHERE drive_id = ? ORDER BY position"));
    for (LibraryDrive &drive : *drives) {
        query.addBindValue(drive.id);
        if (!query.exec())
            return Status::failure(query.lastError().text().trimmed());
        while (query.next()) {
            LibraryResult result;
            result.dataSet = fromStoredText(query.value(1).toString());
            result.operation = fromStoredText(query.value(2).toString());
            result.variant = variantFromName(fromStoredText(query.value(3).toString())).value_or(Variant::Plain);
            result.runs = query.value(4).toInt();
            result.medianMBps = query.value(5).toDouble();
            result.ci95MBps = query.value(6).toDouble();
            result.minMBps = query.value(7).toDouble();
            result.maxMBps = query.value(8).toDouble();
            result.ratio = optionalNumber(query.value(9));
            result.ratioLow = optionalNumber(query.value(10));
            result.ratioHigh = optionalNumber(query.value(11));
            result.verdict
                = enumFromName(VerdictNames, fromStoredText(query.value(12).toString())).value_or(Verdict::Unknown);
            result.flags = query.value(13).toInt();
            drive.results.append(result);
        }
    }
    return Status::ok();
}

} // namespace

Status Library::drives(const LibraryFilter &filter, bool withResults, QList<LibraryDrive> *found) const
{
    Q_ASSERT(checkThread());
    found->clear();
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    const QSqlDatabase database = m_connection->database();
    QVariantList bindings;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    query.prepare(QString::fromLatin1(DriveColumns) + filter.whereClause(&bindings)
                  + QStringLiteral(" ORDER BY f.created_ms DESC, f.path, d.id"));
    for (const QVariant &value : std::as_const(bindings))
        query.addBindValue(value);
    if (!query.exec())
        return Status::failure(
            Text::tr("cannot read the library %1: %2").arg(shownPath(m_path), query.lastError().text().trimmed()));
    while (query.next())
        found->append(driveFrom(query));
    if (!withResults)
        return Status::ok();
    if (Status status = fillResults(database, found); !status)
        return Status::failure(Text::tr("cannot read the library %1: %2").arg(shownPath(m_path), status.message()));
    return Status::ok();
}

Status Library::findDrives(const QString &text, QList<LibraryDrive> *found) const
{
    Q_ASSERT(checkThread());
    QList<LibraryDrive> all;
    if (Status status = drives(LibraryFilter{}, false, &all); !status)
        return status;
    bool isNumber = false;
    const qint64 number = text.toLongLong(&isNumber);
    QList<LibraryDrive> named;
    QList<LibraryDrive> holding;
    const QString folded = text.toCaseFolded();
    for (const LibraryDrive &drive : std::as_const(all)) {
        if (isNumber && drive.id == number) {
            named = {drive};
            holding.clear();
            break;
        }
        const auto is = [&](const QString &field) { return !field.isEmpty() && field.toCaseFolded() == folded; };
        const auto holds = [&](const QString &field) { return field.toCaseFolded().contains(folded); };
        if (is(drive.label) || is(drive.name) || is(drive.model) || is(drive.serial))
            named << drive;
        else if (holds(drive.label) || holds(drive.name) || holds(drive.model) || holds(drive.serial))
            holding << drive;
    }
    *found = named.isEmpty() ? holding : named;
    if (Status status = fillResults(m_connection->database(), found); !status)
        return Status::failure(Text::tr("cannot read the library %1: %2").arg(shownPath(m_path), status.message()));
    return Status::ok();
}

} // namespace cm
