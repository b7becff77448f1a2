// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/libraryconnection.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

const QString Driver = QStringLiteral("QSQLITE");

QString uniqueName()
{
    static QAtomicInteger<quint64> next;
    return QStringLiteral("compressmark-library-%1").arg(QString::number(next.fetchAndAddRelaxed(1)));
}

QString sqlError(const QSqlError &error)
{
    const QString text = error.text().trimmed();
    return text.isEmpty() ? Text::tr("unknown SQLite error") : text;
}

} // namespace

bool LibraryConnection::driverAvailable(QString *why)
{
    if (QSqlDatabase::isDriverAvailable(Driver))
        return true;
    *why = Text::tr("Qt's SQLite driver is missing (on Debian: libqt6sql6-sqlite)");
    return false;
}

LibraryConnection::LibraryConnection(const QString &path, Mode mode)
    : m_name(uniqueName())
    , m_mode(mode)
{
    QString why;
    if (!driverAvailable(&why)) {
        m_status = Status::failure(why);
        return;
    }
    QSqlDatabase database = QSqlDatabase::addDatabase(Driver, m_name);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyMilliseconds);
    if (mode == Mode::Immutable) {
        // SQLite's URI: the file is read as it is, no -wal or -shm made.
        QUrl uri = QUrl::fromLocalFile(path);
        uri.setQuery(QStringLiteral("mode=ro&immutable=1"));
        database.setDatabaseName(uri.toString(QUrl::FullyEncoded));
        options += QStringLiteral(";QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY");
    } else {
        database.setDatabaseName(path);
        if (mode == Mode::ReadOnly)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    }
    database.setConnectOptions(options);
    if (!database.open()) {
        m_status = Status::failure(sqlError(database.lastError()));
        return;
    }
    QSqlQuery query(database);
    // Each of these only sets how this connection works; none reads the
    // file's schema, which is judged before anything else (libraryschema.h).
    for (const QString &pragma :
         {QStringLiteral("PRAGMA trusted_schema = OFF"), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA busy_timeout = %1").arg(BusyMilliseconds)}) {
        if (!query.exec(pragma)) {
            m_status = Status::failure(sqlError(query.lastError()));
            return;
        }
    }
}

LibraryConnection::~LibraryConnection()
{
    {
        QSqlDatabase database = QSqlDatabase::database(m_name, false);
        if (database.isValid())
            database.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase LibraryConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

LibraryTransaction::LibraryTransaction(const QSqlDatabase &database)
    : m_database(database)
{
    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        m_begun = Status::failure(sqlError(query.lastError()));
    else
        m_open = true;
}

LibraryTransaction::~LibraryTransaction()
{
    if (m_open) {
        QSqlQuery query(m_database);
        static_cast<void>(query.exec(QStringLiteral("ROLLBACK")));
    }
}

Status LibraryTransaction::commit()
{
    if (!m_begun)
        return m_begun;
    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("COMMIT"))) {
        const Status failed = Status::failure(sqlError(query.lastError()));
        return failed; // the destructor rolls back
    }
    m_open = false;
    return Status::ok();
}

} // namespace cm
