// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryschema.h"

#include "library/libraryconnection.h"

#include <QCoreApplication>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

// One row per session file; one per drive of it; one per result of a
// drive; one per link of histories. A file that is not a session is kept too (with its problem), so
// that it is not read again until it changes.
const char *const Statements[] = {
    "CREATE TABLE folders (path TEXT PRIMARY KEY NOT NULL)",
    "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size_bytes INTEGER NOT NULL, "
    "modified_ms INTEGER NOT NULL, sha256 BLOB NOT NULL, problem TEXT NOT NULL, created_ms INTEGER, "
    "cpu TEXT NOT NULL, kernel TEXT NOT NULL, os TEXT NOT NULL)",
    "CREATE TABLE drives (id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, "
    "drive_key TEXT NOT NULL, label TEXT NOT NULL, name TEXT NOT NULL, model TEXT NOT NULL, serial TEXT NOT NULL, "
    "filesystem TEXT NOT NULL, compression TEXT NOT NULL, data_sets TEXT NOT NULL, operations TEXT NOT NULL, "
    "folded_model TEXT NOT NULL, folded_text TEXT NOT NULL)",
    "CREATE INDEX drives_by_file ON drives (file_id)",
    "CREATE INDEX drives_by_model_serial ON drives (model, serial)",
    "CREATE TABLE results (drive_id INTEGER NOT NULL REFERENCES drives(id) ON DELETE CASCADE, "
    "position INTEGER NOT NULL, data_set TEXT NOT NULL, operation TEXT NOT NULL, variant TEXT NOT NULL, runs INTEGER NOT NULL, "
    "median_mbps REAL NOT NULL, ci95_mbps REAL NOT NULL, min_mbps REAL NOT NULL, max_mbps REAL NOT NULL, "
    "ratio REAL, ratio_low REAL, ratio_high REAL, verdict TEXT NOT NULL, flags INTEGER NOT NULL, "
    "PRIMARY KEY (drive_id, data_set, operation, variant)) WITHOUT ROWID",
    "CREATE INDEX results_by_data_set ON results (data_set, drive_id)",
    // The user's links of one drive over time (librarylinks.h): kept
    // across rebuilds, since no session file holds them.
    "CREATE TABLE links (part TEXT PRIMARY KEY NOT NULL, history TEXT NOT NULL) WITHOUT ROWID",
};

// type and name -> the statement SQLite keeps for it.
using SchemaEntries = QMap<QString, QString>;

bool readSchema(const QSqlDatabase &database, SchemaEntries *entries)
{
    // sqlite_master is read as data: nothing in it runs.
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_master")))
        return false;
    while (query.next()) {
        const QString name = query.value(1).toString();
        if (name.startsWith(QLatin1String("sqlite_autoindex_")))
            continue; // made by SQLite for a UNIQUE or PRIMARY KEY, named after its table
        entries->insert(query.value(0).toString() + QLatin1Char(' ') + name,
                        query.value(2).toString() + QLatin1Char('\n') + query.value(3).toString());
    }
    return true;
}

// What this program's statements leave in sqlite_master, as SQLite words it.
const SchemaEntries &expectedSchema()
{
    static const SchemaEntries expected = [] {
        SchemaEntries entries;
        const LibraryConnection memory(QStringLiteral(":memory:"), LibraryConnection::Mode::ReadWrite);
        if (memory.isOpen() && createLibrarySchema(memory.database()))
            readSchema(memory.database(), &entries);
        return entries;
    }();
    return expected;
}

} // namespace

SchemaState librarySchemaState(const QSqlDatabase &database, QString *why)
{
    QSqlQuery version(database);
    if (!version.exec(QStringLiteral("PRAGMA user_version")) || !version.next()) {
        *why = version.lastError().text();
        return SchemaState::Unexpected;
    }
    const int found = version.value(0).toInt();
    SchemaEntries entries;
    if (!readSchema(database, &entries)) {
        *why = QSqlQuery(database).lastError().text();
        return SchemaState::Unexpected;
    }
    if (found == 0 && entries.isEmpty())
        return SchemaState::Empty;
    if (found != LibrarySchemaVersion) {
        *why = Text::tr("its version is %1, this program's %2")
                   .arg(QString::number(found), QString::number(LibrarySchemaVersion));
        return SchemaState::Unexpected;
    }
    const SchemaEntries &expected = expectedSchema();
    if (expected.isEmpty()) {
        *why = Text::tr("the expected tables could not be made in memory");
        return SchemaState::Unexpected;
    }
    for (auto entry = entries.cbegin(); entry != entries.cend(); ++entry) {
        if (expected.value(entry.key()) != entry.value()) {
            *why = Text::tr("it holds %1, which this program does not make").arg(entry.key());
            return SchemaState::Unexpected;
        }
    }
    for (auto entry = expected.cbegin(); entry != expected.cend(); ++entry) {
        if (!entries.contains(entry.key())) {
            *why = Text::tr("it lacks %1").arg(entry.key());
            return SchemaState::Unexpected;
        }
    }
    return SchemaState::Current;
}

Status createLibrarySchema(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    for (const char *statement : Statements) {
        if (!query.exec(QString::fromLatin1(statement)))
            return Status::failure(query.lastError().text());
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(LibrarySchemaVersion)))
        return Status::failure(query.lastError().text());
    return Status::ok();
}

} // namespace cm
