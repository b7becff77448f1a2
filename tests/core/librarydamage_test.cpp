// SPDX-License-Identifier: GPL-3.0-or-later
// A library file that cannot be trusted (damaged, truncated, of another
// version, with a trigger or table planted in it, another user's) is never
// written to: it is rebuilt from the session files, or refused.
#include "library/library.h"
#include "library/libraryschema.h"
#include "librarysessions.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <unistd.h>
#endif

using namespace cm;
using namespace cm::test;

namespace {

// A second name for the file at `path`, which stays when the first is replaced.
bool hardLink(const QString &path, const QString &secondName)
{
#ifdef Q_OS_WIN
    return CreateHardLinkW(reinterpret_cast<const wchar_t *>(secondName.utf16()),
                           reinterpret_cast<const wchar_t *>(path.utf16()), nullptr);
#else
    return ::link(QFile::encodeName(path).constData(), QFile::encodeName(secondName).constData()) == 0;
#endif
}

// A library of three sessions in a followed folder, closed again.
struct DamagedLibrary
{
    TempFolder folder;
    TempFolder sessions;
    QString path = folder.filePath(QStringLiteral("library.sqlite"));

    DamagedLibrary()
    {
        for (int i = 0; i < 3; ++i) {
            LibraryDriveFacts facts;
            facts.label = QStringLiteral("disk %1").arg(i);
            writeSessionFile(librarySession({facts}), sessions.filePath(QStringLiteral("%1.cmsession.json").arg(i)));
        }
        Library library(path);
        EXPECT_TRUE(library.open());
        LibraryChanges changes;
        EXPECT_TRUE(library.add({sessions.path()}, &changes));
        EXPECT_EQ(changes.added, 3);
    }

    // Opens the library again, as the next command would, and lists it.
    qsizetype openAndCount(QString *rebuiltBecause, bool followSessions = false)
    {
        Library library(path);
        if (followSessions)
            library.setSessionsFolder(sessions.path());
        const Status opened = library.open();
        EXPECT_TRUE(opened) << opened.message().toStdString();
        *rebuiltBecause = library.rebuiltBecause();
        QList<LibraryDrive> drives;
        const Status listed = library.drives({}, false, &drives);
        EXPECT_TRUE(listed) << listed.message().toStdString();
        return drives.size();
    }

    void overwrite(const QByteArray &bytes, qint64 at = 0)
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.seek(at));
        ASSERT_EQ(file.write(bytes), bytes.size());
    }
};

} // namespace

TEST(LibraryDamage, GarbageBytesAreRebuiltFromTheSessionsFolder)
{
    DamagedLibrary library;
    ASSERT_TRUE(QFile::remove(library.path));
    QFile garbage(library.path);
    ASSERT_TRUE(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(64 * 1024, '\x5a'));
    garbage.close();
    QString why;
    EXPECT_EQ(library.openAndCount(&why, true), 3);
    EXPECT_FALSE(why.isEmpty());
}

TEST(LibraryDamage, ADamagedPageIsRebuiltFromTheFilesItKnew)
{
    DamagedLibrary library;
    // Past the header: the pages of the tables themselves.
    library.overwrite(QByteArray(8192, '\xff'), 4096);
    QString why;
    EXPECT_EQ(library.openAndCount(&why, true), 3);
    EXPECT_FALSE(why.isEmpty());
}

TEST(LibraryDamage, ATruncatedFileIsRebuilt)
{
    DamagedLibrary library;
    QFile file(library.path);
    ASSERT_GT(file.size(), 4096);
    ASSERT_TRUE(file.resize(file.size() / 2 + 100));
    QString why;
    EXPECT_EQ(library.openAndCount(&why, true), 3);
    EXPECT_FALSE(why.isEmpty());
}

TEST(LibraryDamage, AnOlderVersionIsRebuiltFromTheFilesAndFoldersItKnew)
{
    DamagedLibrary library;
    ASSERT_EQ(runSql(library.path, {QStringLiteral("PRAGMA user_version = %1").arg(LibrarySchemaVersion - 1)}),
              QString());
    QString why;
    EXPECT_EQ(library.openAndCount(&why), 3) << "the folder it followed is followed again";
    EXPECT_TRUE(why.contains(QString::number(LibrarySchemaVersion - 1))) << why.toStdString();
    EXPECT_EQ(sqlValue(library.path, QStringLiteral("PRAGMA user_version")).toInt(), LibrarySchemaVersion);
}

TEST(LibraryDamage, APlantedTriggerNeverRunsAndIsGoneAfterTheRebuild)
{
    DamagedLibrary library;
    // The trigger would mark every row written into the file, and refuse
    // every new one: were it run, the add below would fail.
    ASSERT_EQ(runSql(library.path,
                     {QStringLiteral("CREATE TABLE marks (what TEXT)"),
                      QStringLiteral("CREATE TRIGGER planted BEFORE INSERT ON files BEGIN "
                                     "INSERT INTO marks VALUES ('ran'); SELECT RAISE(ABORT, 'planted trigger'); END"),
                      QStringLiteral("CREATE TRIGGER planted_update BEFORE UPDATE ON files BEGIN "
                                     "INSERT INTO marks VALUES ('ran'); END")}),
              QString());
    // The planted file stays reachable under a second name once replaced.
    const QString planted = library.folder.filePath(QStringLiteral("planted.sqlite"));
    ASSERT_TRUE(hardLink(library.path, planted));

    Library opened(library.path);
    const Status status = opened.open();
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_FALSE(opened.rebuiltBecause().isEmpty());
    LibraryChanges changes;
    LibraryDriveFacts facts;
    facts.label = QStringLiteral("new");
    const QString newSession = library.sessions.filePath(QStringLiteral("new.cmsession.json"));
    writeSessionFile(librarySession({facts}), newSession);
    const Status added = opened.add({newSession}, &changes);
    ASSERT_TRUE(added) << added.message().toStdString();
    QList<LibraryDrive> drives;
    ASSERT_TRUE(opened.drives({}, false, &drives));
    EXPECT_EQ(drives.size(), 4);

    EXPECT_EQ(
        sqlValue(library.path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'trigger'")).toInt(), 0);
    EXPECT_EQ(sqlValue(planted, QStringLiteral("SELECT count(*) FROM marks")).toInt(), 0) << "the planted trigger ran";
}

TEST(LibraryDamage, ATableOrViewItDoesNotMakeIsRebuiltAway)
{
    DamagedLibrary library;
    ASSERT_EQ(runSql(library.path, {QStringLiteral("CREATE VIEW extra AS SELECT 1")}), QString());
    QString why;
    EXPECT_EQ(library.openAndCount(&why), 3);
    EXPECT_FALSE(why.isEmpty());
    EXPECT_EQ(sqlValue(library.path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'extra'")).toInt(),
              0);
}

TEST(LibraryDamage, AHealthyLibraryIsNotRebuilt)
{
    DamagedLibrary library;
    QString why;
    EXPECT_EQ(library.openAndCount(&why), 3);
    EXPECT_TRUE(why.isEmpty()) << why.toStdString();
}

#ifndef Q_OS_WIN
// Needs root, to give files to another user.
TEST(LibraryDamage, AnotherUsersLibraryIsNeverRead)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "giving a file to another user needs root";
    DamagedLibrary library;
    ASSERT_EQ(::chown(QFile::encodeName(library.path).constData(), 65534, 65534), 0);
    Library opened(library.path);
    const Status status = opened.open();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("another user"))) << status.message().toStdString();
    // Nor another user's folder, even with a file of this user's in it.
    TempFolder theirs;
    ASSERT_EQ(::chown(QFile::encodeName(theirs.path()).constData(), 65534, 65534), 0);
    Library inTheirFolder(theirs.filePath(QStringLiteral("library.sqlite")));
    EXPECT_FALSE(inTheirFolder.open());
}
#endif
