// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarysessions.h"

#include "samplesession.h"
#include "session/sessionfile.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <gtest/gtest.h>

namespace cm::test {
namespace {

// A connection that goes, with its name, when the test's query is done.
class TestConnection
{
public:
    explicit TestConnection(const QString &path)
        : m_name(QStringLiteral("library-test-%1").arg(QString::number(++s_count)))
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        database.setDatabaseName(path);
        m_open = database.open();
    }
    ~TestConnection()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool isOpen() const { return m_open; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }

private:
    static inline int s_count = 0;
    QString m_name;
    bool m_open = false;
};

} // namespace

LibraryDriveFacts fastSsdFacts()
{
    LibraryDriveFacts ssd;
    ssd.label = QStringLiteral("Fast SSD");
    ssd.model = QStringLiteral("Samsung SSD 980");
    ssd.serial = QStringLiteral("S980");
    return ssd;
}

LibraryDriveFacts oldDiskFacts()
{
    LibraryDriveFacts hdd;
    hdd.label = QStringLiteral("Old disk");
    hdd.model = QStringLiteral("WDC WD40");
    hdd.serial = QStringLiteral("WD1");
    return hdd;
}

Session librarySession(const QList<LibraryDriveFacts> &drives, const QDateTime &created)
{
    const Session sample = sampleSession(1);
    const DriveRecord &model = sample.drives.constFirst();
    Session session = sample;
    session.created = created;
    session.drives.clear();
    for (const LibraryDriveFacts &facts : drives) {
        DriveRecord drive = model;
        drive.id = QStringLiteral("d%1").arg(QString::number(session.drives.size() + 1));
        drive.label = facts.label;
        drive.source.model = facts.model;
        drive.source.serial = facts.serial;
        drive.source.filesystem = facts.filesystem;
        drive.compression = CompressionRecord{facts.method, facts.algorithm, QString()};
        drive.dataSets.clear();
        drive.results.clear();
        for (const QString &kind : facts.dataSets) {
            for (const ResultRecord &result : model.results) {
                if (result.dataSet != model.results.constFirst().dataSet)
                    continue;
                ResultRecord copy = result;
                copy.dataSet = kind;
                drive.results.append(copy);
            }
        }
        session.drives.append(drive);
    }
    return session;
}

void writeSessionFile(const Session &session, const QString &path)
{
    const Status saved = saveSession(session, path);
    ASSERT_TRUE(saved) << saved.message().toStdString();
}

QString runSql(const QString &path, const QStringList &statements)
{
    const TestConnection connection(path);
    if (!connection.isOpen())
        return connection.database().lastError().text();
    QSqlQuery query(connection.database());
    for (const QString &statement : statements) {
        if (!query.exec(statement))
            return statement + QStringLiteral(": ") + query.lastError().text();
    }
    return QString();
}

QVariant sqlValue(const QString &path, const QString &text)
{
    const TestConnection connection(path);
    QSqlQuery query(connection.database());
    if (!connection.isOpen() || !query.exec(text) || !query.next())
        return QVariant();
    return query.value(0);
}

} // namespace cm::test
