// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QSqlDatabase>
#include <QString>

namespace cm {

// One connection to a library's SQLite file, for the thread that makes
// it: Qt's connections belong to one thread each, so every object has a
// name of its own and removes it as it goes. Writers wait for each other
// up to BusyMilliseconds; the schema of a file is never trusted
// (trusted_schema off: nothing it holds runs with this program's rights).
class LibraryConnection
{
public:
    enum class Mode {
        ReadWrite, // made where missing
        ReadOnly,
        Immutable, // read as it is, nothing beside it made: a folder this user cannot write, a full disk
    };
    static constexpr int BusyMilliseconds = 5000;

    LibraryConnection(const QString &path, Mode mode);
    ~LibraryConnection();
    LibraryConnection(const LibraryConnection &) = delete;
    LibraryConnection &operator=(const LibraryConnection &) = delete;

    bool isOpen() const { return m_status.isOk(); }
    Mode mode() const { return m_mode; }
    // Why it did not open.
    const Status &status() const { return m_status; }
    QSqlDatabase database() const;

    // Whether Qt's SQLite driver is there (Debian: libqt6sql6-sqlite);
    // `why` names the package when it is not.
    static bool driverAvailable(QString *why);

private:
    QString m_name;
    Mode m_mode;
    Status m_status = Status::ok();
};

// Runs `statements` in one transaction: all of them or none.
class LibraryTransaction
{
public:
    // BEGIN IMMEDIATE: takes the write lock at once, so that two writers
    // wait for each other (busy_timeout) instead of failing halfway.
    explicit LibraryTransaction(const QSqlDatabase &database);
    ~LibraryTransaction(); // rolls back what was not committed
    LibraryTransaction(const LibraryTransaction &) = delete;
    LibraryTransaction &operator=(const LibraryTransaction &) = delete;

    const Status &begun() const { return m_begun; }
    Status commit();

private:
    QSqlDatabase m_database;
    Status m_begun = Status::ok();
    bool m_open = false;
};

} // namespace cm
