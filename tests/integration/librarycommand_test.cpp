// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark library`: the real program on real SQLite files.
#include "librarysessions.h"
#include "programrun.h"
#include "programrunasnobody.h"
#include "scopedmount.h"
#include "tempfolders.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QThread>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
using namespace cm::test;

namespace {

// Sessions of several drives, in a folder, and a library file beside them.
struct LibraryFiles
{
    TempFolder folder;
    QString library = folder.filePath(QStringLiteral("data/library.sqlite"));
    QString sessions = folder.filePath(QStringLiteral("sessions"));

    LibraryFiles()
    {
        EXPECT_TRUE(QDir().mkpath(sessions));
        const LibraryDriveFacts ssd = fastSsdFacts();
        LibraryDriveFacts hdd = oldDiskFacts();
        hdd.filesystem = QStringLiteral("ext4");
        hdd.method = CompressionMethod::LoopBtrfs;
        hdd.dataSets = {QStringLiteral("system")};
        writeSessionFile(librarySession({ssd, hdd}, QDateTime(QDate(2026, 1, 10), QTime(9, 0), Qt::UTC)),
                         sessions + QStringLiteral("/january.cmsession.json"));
        writeSessionFile(librarySession({ssd}, QDateTime(QDate(2026, 3, 5), QTime(9, 0), Qt::UTC)),
                         sessions + QStringLiteral("/march.cmsession.json"));
    }

    ProgramResult run(QStringList arguments, const ProgramStart &start = {}) const
    {
        arguments.prepend(QStringLiteral("library"));
        arguments << QStringLiteral("--library") << library;
        return runProgram(arguments, start);
    }

    // The drives `list --json` gives with `filters`.
    QJsonArray list(const QStringList &filters = {}) const
    {
        const ProgramResult result = run(QStringList{QStringLiteral("list"), QStringLiteral("--json")} + filters);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        return QJsonDocument::fromJson(result.out.toUtf8()).array();
    }
};

} // namespace

TEST(LibraryCommand, AddsAFolderThenListsAndShowsItsDrives)
{
    LibraryFiles files;
    const ProgramResult added = files.run({QStringLiteral("add"), files.sessions});
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    EXPECT_TRUE(added.err.isEmpty()) << added.err.toStdString();
    EXPECT_TRUE(added.out.contains(QStringLiteral("2 added"))) << added.out.toStdString();
    EXPECT_EQ(QFileInfo(QFileInfo(files.library).path()).permissions() & 0x0077, 0) << "the library's folder is 0700";

    const ProgramResult listed = files.run({QStringLiteral("list")});
    ASSERT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_EQ(listed.out.count(QStringLiteral("Fast SSD")), 2) << listed.out.toStdString();
    EXPECT_EQ(listed.out.count(QStringLiteral("Old disk")), 1) << listed.out.toStdString();

    const QJsonArray drives = files.list();
    ASSERT_EQ(drives.size(), 3);
    EXPECT_EQ(drives[0][QStringLiteral("measured")].toString(), QStringLiteral("2026-03-05T09:00:00.000Z"));
    ASSERT_FALSE(drives[0][QStringLiteral("results")].toArray().isEmpty());

    const QString id = QString::number(drives[0][QStringLiteral("id")].toInteger());
    const ProgramResult shown = files.run({QStringLiteral("show"), id});
    ASSERT_EQ(shown.exitCode, 0) << shown.err.toStdString();
    EXPECT_TRUE(shown.out.contains(QStringLiteral("march.cmsession.json"))) << shown.out.toStdString();
    EXPECT_TRUE(shown.out.contains(QStringLiteral("books"))) << shown.out.toStdString();
    EXPECT_FALSE(shown.out.contains(QStringLiteral("january"))) << shown.out.toStdString();

    // By its model: the drive in every session that measured it.
    const ProgramResult byModel = files.run({QStringLiteral("show"), QStringLiteral("samsung ssd 980")});
    ASSERT_EQ(byModel.exitCode, 0) << byModel.err.toStdString();
    EXPECT_TRUE(byModel.out.contains(QStringLiteral("january"))) << byModel.out.toStdString();
    EXPECT_TRUE(byModel.out.contains(QStringLiteral("march"))) << byModel.out.toStdString();
}

TEST(LibraryCommand, ListFiltersByEachOption)
{
    LibraryFiles files;
    ASSERT_EQ(files.run({QStringLiteral("add"), files.sessions}).exitCode, 0);
    const auto count = [&](const QStringList &filters) { return files.list(filters).size(); };
    EXPECT_EQ(count({QStringLiteral("--model"), QStringLiteral("wdc")}), 1);
    EXPECT_EQ(count({QStringLiteral("--filesystem"), QStringLiteral("btrfs")}), 2);
    EXPECT_EQ(count({QStringLiteral("--compression"), QStringLiteral("loop-btrfs")}), 1);
    EXPECT_EQ(count({QStringLiteral("--dataset"), QStringLiteral("system")}), 1);
    EXPECT_EQ(count({QStringLiteral("--since"), QStringLiteral("2026-02-01")}), 1);
    EXPECT_EQ(count({QStringLiteral("--until"), QStringLiteral("2026-01-10")}), 2) << "the whole day";
    EXPECT_EQ(count({QStringLiteral("--until"), QStringLiteral("2026-01-09")}), 0);
    EXPECT_EQ(count({QStringLiteral("--search"), QStringLiteral("OLD")}), 1);
    EXPECT_EQ(count({QStringLiteral("--search"), QStringLiteral("' OR 1=1 --")}), 0);
}

TEST(LibraryCommand, BadUsageIsRefusedInOneLineWithExitCode2)
{
    LibraryFiles files;
    for (const QStringList &arguments :
         {QStringList{}, QStringList{QStringLiteral("shelve")}, QStringList{QStringLiteral("add")},
          QStringList{QStringLiteral("show")}, QStringList{QStringLiteral("rebuild"), QStringLiteral("extra")},
          QStringList{QStringLiteral("add"), files.sessions, QStringLiteral("--model"), QStringLiteral("x")},
          QStringList{QStringLiteral("list"), QStringLiteral("--since"), QStringLiteral("yesterday")},
          QStringList{QStringLiteral("show"), QStringLiteral("no such drive")}}) {
        const ProgramResult result = files.run(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
    }
}

TEST(LibraryCommand, AFileThatIsNoSessionFailsTheAddInOneLineButTheRestLand)
{
    LibraryFiles files;
    const QString notSession = files.folder.filePath(QStringLiteral("notes.json"));
    QFile file(notSession);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[1, 2, 3]");
    file.close();
    const ProgramResult result = files.run({QStringLiteral("add"), notSession, files.sessions});
    EXPECT_EQ(result.exitCode, 1);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("notes.json"))) << result.err.toStdString();
    EXPECT_EQ(files.list().size(), 3);
}

TEST(LibraryCommand, TwoProcessesAddingAtOnceBothLand)
{
    LibraryFiles files;
    QStringList folders;
    for (int process = 0; process < 2; ++process) {
        const QString folder = files.folder.filePath(QStringLiteral("many-%1").arg(process));
        ASSERT_TRUE(QDir().mkpath(folder));
        for (int i = 0; i < 150; ++i) {
            LibraryDriveFacts facts;
            facts.label = QStringLiteral("p%1 disk %2").arg(QString::number(process), QString::number(i));
            writeSessionFile(librarySession({facts}), folder + QStringLiteral("/s%1.cmsession.json").arg(i));
        }
        folders << folder;
    }
    QProcess first;
    QProcess second;
    startProgram(first,
                 {QStringLiteral("library"), QStringLiteral("add"), folders[0], QStringLiteral("--library"),
                  files.library},
                 {});
    startProgram(second,
                 {QStringLiteral("library"), QStringLiteral("add"), folders[1], QStringLiteral("--library"),
                  files.library},
                 {});
    const ProgramResult one = finishProgram(first);
    const ProgramResult two = finishProgram(second);
    EXPECT_EQ(one.exitCode, 0) << one.err.toStdString();
    EXPECT_EQ(two.exitCode, 0) << two.err.toStdString();
    EXPECT_EQ(files.list().size(), 300);
}

TEST(LibraryCommand, AnUntrustedLibraryIsRebuiltAndSaysSoInOneLine)
{
    LibraryFiles files;
    ASSERT_EQ(files.run({QStringLiteral("add"), files.sessions}).exitCode, 0);
    ASSERT_EQ(runSql(files.library,
                     {QStringLiteral("CREATE TRIGGER planted AFTER DELETE ON files BEGIN "
                                     "SELECT RAISE(ABORT, 'planted'); END")}),
              QString());
    const ProgramResult listed = files.run({QStringLiteral("list")});
    EXPECT_EQ(listed.exitCode, 0);
    expectOneErrorLine(listed);
    EXPECT_TRUE(listed.err.contains(QStringLiteral("rebuilt"))) << listed.err.toStdString();
    EXPECT_EQ(listed.out.count(QStringLiteral("Fast SSD")), 2) << listed.out.toStdString();
}

TEST(LibraryAsUser, AReadOnlyFolderIsListedAsItIsAndAnAddFailsInOneLine)
{
    if (const QString why = whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    LibraryFiles files;
    TempFolder runtime;
    letNobodyThrough(files.folder.path());
    ASSERT_TRUE(QDir().mkpath(QFileInfo(files.library).path()));
    for (const QString &path : {QFileInfo(files.library).path(), files.sessions})
        ASSERT_EQ(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
    for (const QString &name : QDir(files.sessions).entryList(QDir::Files))
        ASSERT_EQ(::chown(QFile::encodeName(files.sessions + QLatin1Char('/') + name).constData(), 65534, 65534), 0);
    const ProgramStart nobody = asNobody(files.folder.path(), runtime.path(), files.folder.path());
    ASSERT_EQ(files.run({QStringLiteral("add"), files.sessions}, nobody).exitCode, 0);

    ASSERT_EQ(::chmod(QFile::encodeName(QFileInfo(files.library).path()).constData(), 0500), 0);
    const ProgramResult listed = files.run({QStringLiteral("list")}, nobody);
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    expectOneErrorLine(listed);
    EXPECT_EQ(listed.out.count(QStringLiteral("Fast SSD")), 2) << listed.out.toStdString();

    const ProgramResult added = files.run({QStringLiteral("add"), files.sessions}, nobody);
    EXPECT_EQ(added.exitCode, 1);
    expectOneErrorLine(added);
    EXPECT_TRUE(added.err.contains(QStringLiteral("cannot write the library"))) << added.err.toStdString();
    ::chmod(QFile::encodeName(QFileInfo(files.library).path()).constData(), 0700);
}

TEST(LibraryAsUser, AnotherUsersLibraryIsNeverRead)
{
    if (const QString why = whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    LibraryFiles files;
    ASSERT_EQ(files.run({QStringLiteral("add"), files.sessions}).exitCode, 0);
    TempFolder runtime;
    letNobodyThrough(files.folder.path());
    // Readable by everyone, and still not read.
    ::chmod(QFile::encodeName(QFileInfo(files.library).path()).constData(), 0755);
    ::chmod(QFile::encodeName(files.library).constData(), 0644);
    const ProgramResult listed
        = files.run({QStringLiteral("list")}, asNobody(files.folder.path(), runtime.path(), files.folder.path()));
    EXPECT_EQ(listed.exitCode, 1);
    expectOneErrorLine(listed);
    EXPECT_TRUE(listed.err.contains(QStringLiteral("another user"))) << listed.err.toStdString();
    EXPECT_FALSE(listed.out.contains(QStringLiteral("Fast SSD")));
}

TEST(LibraryCommand, TheSessionARunSavesJoinsTheUsersLibrary)
{
    TempFolder home;
    TempFolder source;
    RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QString session = home.filePath(QStringLiteral("measured.cmsession.json"));
    ProgramStart start;
    start.environment = {{QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data"))}};
    const ProgramResult ran = runProgram({QStringLiteral("run"),
                                          QStringLiteral("--source"),
                                          source.path(),
                                          QStringLiteral("--target"),
                                          target.path(),
                                          QStringLiteral("--datasets"),
                                          QStringLiteral("books"),
                                          QStringLiteral("--size"),
                                          QStringLiteral("4M"),
                                          QStringLiteral("--reps"),
                                          QStringLiteral("3"),
                                          QStringLiteral("--compression"),
                                          QStringLiteral("none"),
                                          QStringLiteral("--cache"),
                                          QStringLiteral("evict"),
                                          QStringLiteral("--label"),
                                          QStringLiteral("Followed"),
                                          QStringLiteral("--out"),
                                          session,
                                          QStringLiteral("--chart"),
                                          session + QStringLiteral(".png"),
                                          QStringLiteral("--quiet")},
                                         start);
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString();
    EXPECT_FALSE(ran.err.contains(QStringLiteral("library"))) << ran.err.toStdString();

    const ProgramResult listed
        = runProgram({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--json")}, start);
    ASSERT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    const QJsonArray drives = QJsonDocument::fromJson(listed.out.toUtf8()).array();
    ASSERT_EQ(drives.size(), 1) << listed.out.toStdString();
    EXPECT_EQ(drives[0][QStringLiteral("label")].toString(), QStringLiteral("Followed"));
    EXPECT_EQ(drives[0][QStringLiteral("session")].toString(), QFileInfo(session).absoluteFilePath());
}

TEST(LibraryCommand, AnAddKilledMidWayLeavesWholeTransactionsOnly)
{
    LibraryFiles files;
    const QString folder = files.folder.filePath(QStringLiteral("many"));
    ASSERT_TRUE(QDir().mkpath(folder));
    constexpr int Sessions = 600;
    for (int i = 0; i < Sessions; ++i) {
        LibraryDriveFacts facts;
        facts.label = QStringLiteral("disk %1").arg(i);
        writeSessionFile(librarySession({facts}), folder + QStringLiteral("/s%1.cmsession.json").arg(i));
    }
    QProcess adding;
    startProgram(adding,
                 {QStringLiteral("library"), QStringLiteral("add"), folder, QStringLiteral("--library"), files.library},
                 {});
    ASSERT_TRUE(adding.waitForStarted());
    // Killed once the first transactions are in, before the last.
    int drives = 0;
    for (int i = 0; i < 3000 && adding.state() == QProcess::Running && drives == 0; ++i) {
        QThread::msleep(10);
        drives = sqlValue(files.library, QStringLiteral("SELECT count(*) FROM drives")).toInt();
    }
    adding.kill();
    adding.waitForFinished();
    EXPECT_EQ(sqlValue(files.library, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    // 128 files a transaction, each of one drive: none half written.
    const int kept = sqlValue(files.library, QStringLiteral("SELECT count(*) FROM drives")).toInt();
    EXPECT_GT(kept, 0);
    EXPECT_TRUE(kept % 128 == 0 || kept == Sessions) << kept;
    // The folder was remembered first: the next list finds the rest.
    EXPECT_EQ(files.list().size(), Sessions);
}

namespace {

// What a rebuild builds beside the library: ".library.sqlite.RANDOM.tmp".
QStringList rebuildFilesBeside(const QString &library)
{
    QStringList found;
    const QFileInfo file(library);
    QDirIterator entries(file.absolutePath(), {QLatin1Char('.') + file.fileName() + QStringLiteral(".*.tmp")},
                         QDir::Files | QDir::Hidden);
    while (entries.hasNext())
        found << entries.next();
    return found;
}

// `count` sessions of one drive each in a new folder `name` of `files`.
QString manySessions(const LibraryFiles &files, const QString &name, int count)
{
    const QString folder = files.folder.filePath(name);
    EXPECT_TRUE(QDir().mkpath(folder));
    for (int i = 0; i < count; ++i) {
        LibraryDriveFacts facts;
        facts.label = QStringLiteral("%1 %2").arg(name, QString::number(i));
        writeSessionFile(librarySession({facts}), folder + QStringLiteral("/s%1.cmsession.json").arg(i));
    }
    return folder;
}

} // namespace

TEST(LibraryCommand, AKilledRebuildLeavesTheLibraryAsItWasAndTheNextRebuildClearsWhatItLeft)
{
    LibraryFiles files;
    constexpr int Sessions = 400;
    const QString folder = manySessions(files, QStringLiteral("many"), Sessions);
    ASSERT_EQ(files.run({QStringLiteral("add"), folder}).exitCode, 0);
    QProcess rebuilding;
    startProgram(rebuilding,
                 {QStringLiteral("library"), QStringLiteral("rebuild"), QStringLiteral("--library"), files.library},
                 {});
    ASSERT_TRUE(rebuilding.waitForStarted());
    // Killed while it fills the library beside the old one.
    for (int i = 0; i < 3000 && rebuilding.state() == QProcess::Running && rebuildFilesBeside(files.library).isEmpty();
         ++i)
        QThread::msleep(5);
    const bool caught = !rebuildFilesBeside(files.library).isEmpty();
    rebuilding.kill();
    rebuilding.waitForFinished();
    if (!caught)
        GTEST_SKIP() << "the rebuild ended before it could be killed mid-way";
    EXPECT_EQ(sqlValue(files.library, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    EXPECT_EQ(files.list().size(), Sessions) << "the library is as it was";

    const ProgramResult rebuilt = files.run({QStringLiteral("rebuild")});
    EXPECT_EQ(rebuilt.exitCode, 0) << rebuilt.err.toStdString();
    EXPECT_TRUE(rebuildFilesBeside(files.library).isEmpty())
        << "what the killed rebuild left is gone: "
        << rebuildFilesBeside(files.library).join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(files.list().size(), Sessions);
}

// Needs root for a tmpfs of its own: a disk that is full.
TEST(LibraryOnAFullDisk, AnAddFailsInOneLineAndLosesNothing)
{
    CM_SKIP_WITHOUT_MOUNTS();
    ScopedMount disk(ScopedMount::tmpfs(8 * 1024 * 1024));
    ASSERT_TRUE(disk.isMounted()) << disk.error().toStdString();
    LibraryFiles files;
    const QString library = disk.filePath(QStringLiteral("library.sqlite"));
    const auto run = [&](const QStringList &arguments) {
        return runProgram(QStringList{QStringLiteral("library")} + arguments
                          + QStringList{QStringLiteral("--library"), library});
    };
    ASSERT_EQ(run({QStringLiteral("add"), files.sessions}).exitCode, 0);
    const QString later = manySessions(files, QStringLiteral("later"), 300);

    // The rest of the disk taken, to the last block.
    QFile filler(disk.filePath(QStringLiteral("filler")));
    ASSERT_TRUE(filler.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size() && filler.flush()) { }
    filler.close();

    const ProgramResult full = run({QStringLiteral("add"), later});
    EXPECT_EQ(full.exitCode, 1) << full.out.toStdString();
    EXPECT_EQ(full.err.trimmed().count(QLatin1Char('\n')), 0) << "one line: " << full.err.toStdString();
    EXPECT_TRUE(full.err.contains(QStringLiteral("library.sqlite"))) << full.err.toStdString();
    const ProgramResult listed = run({QStringLiteral("list")});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.err.contains(QStringLiteral("as it is"))) << "read without a -shm: " << listed.err.toStdString();
    EXPECT_EQ(listed.out.count(QStringLiteral("Fast SSD")), 2) << "what was in it before: " << listed.out.toStdString();

    ASSERT_TRUE(QFile::remove(filler.fileName()));
    EXPECT_EQ(sqlValue(library, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    const ProgramResult room = run({QStringLiteral("add"), later});
    EXPECT_EQ(room.exitCode, 0) << room.err.toStdString();
    const ProgramResult all = run({QStringLiteral("list")});
    EXPECT_EQ(all.out.count(QStringLiteral("later ")), 300) << all.out.toStdString();
}
