// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QSqlDatabase>
#include <QString>

namespace cm {

// The library's tables (docs/LIBRARY.md). A change to them raises the
// version, and a library of another version is rebuilt from its files.
constexpr int LibrarySchemaVersion = 2;

// What a database file holds, judged before anything is written to it.
enum class SchemaState {
    Empty,      // a new file: no table, version 0
    Current,    // exactly the tables, indexes and version this program makes
    Unexpected, // anything else: another version, a table, trigger or view it does not make
};

// Looks at the schema of `database` without running anything it holds:
// every table, index, trigger and view must be one this program makes,
// word for word, and the version this one. `why` says what differs.
SchemaState librarySchemaState(const QSqlDatabase &database, QString *why);

// Makes the tables in an empty database, in the transaction the caller holds.
Status createLibrarySchema(const QSqlDatabase &database);

} // namespace cm
