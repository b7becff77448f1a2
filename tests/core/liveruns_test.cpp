// SPDX-License-Identifier: GPL-3.0-or-later
// The register of live runs: an entry lives as long as its run, a dead
// run's is passed over and removed, and what a folder holds besides
// entries is read as data or not at all.
#include "system/liveruns.h"
#include "tempfolders.h"

#include <QFile>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cm;

namespace {

LiveRun aRun(qint64 processId, const QString &drive, const QString &target)
{
    LiveRun run;
    run.processId = processId;
    run.drive = drive;
    run.target = target;
    run.label = QStringLiteral("Disk B");
    run.started = QDateTime::currentDateTimeUtc();
    return run;
}

// The number no process of this test has: an entry of "another" run.
constexpr qint64 OtherId = 2'000'000'123;

} // namespace

TEST(LiveRuns, AnEntryIsSeenWhileItsRunLivesAndGoneAfter)
{
    test::TempFolder folder;
    LiveRunEntry entry
        = LiveRunEntry::enter(aRun(OtherId, QStringLiteral("vda"), QStringLiteral("/dev/shm")), folder.path());
    ASSERT_TRUE(entry.isEntered());
    const QList<LiveRun> seen = LiveRuns::others(folder.path());
    ASSERT_EQ(seen.size(), 1);
    EXPECT_EQ(seen.first().processId, OtherId);
    EXPECT_EQ(seen.first().drive, QStringLiteral("vda"));
    EXPECT_EQ(seen.first().target, QStringLiteral("/dev/shm"));
    EXPECT_TRUE(seen.first().describe().contains(QStringLiteral("\"Disk B\"")))
        << seen.first().describe().toStdString();

    // Readable by every user's runs, whatever the umask.
    struct stat info
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(folder.filePath(QStringLiteral("compressmark-run-2000000123.json"))).constData(),
                     &info),
              0);
    EXPECT_EQ(info.st_mode & 0777, 0644u);

    entry.leave();
    EXPECT_TRUE(LiveRuns::others(folder.path()).isEmpty());
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(LiveRuns, ThisProcesssOwnEntryIsNotAnother)
{
    test::TempFolder folder;
    const LiveRunEntry entry
        = LiveRunEntry::enter(aRun(::getpid(), QStringLiteral("vda"), QStringLiteral("/dev/shm")), folder.path());
    ASSERT_TRUE(entry.isEntered());
    EXPECT_TRUE(LiveRuns::others(folder.path()).isEmpty());
}

// A run killed without leaving: the kernel lets go of its lock, and the
// next reader passes its entry over and removes it.
TEST(LiveRuns, AKilledRunsEntryIsPassedOverAndRemoved)
{
    test::TempFolder folder;
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        LiveRunEntry entry = LiveRunEntry::enter(aRun(OtherId, QStringLiteral("vda"), QString()), folder.path());
        ::_exit(entry.isEntered() ? 0 : 1); // no destructor: the entry stays, unheld
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    EXPECT_EQ(test::countEntries(folder.path()), 1) << "the dead run's entry";
    EXPECT_TRUE(LiveRuns::others(folder.path()).isEmpty());
    EXPECT_EQ(test::countEntries(folder.path()), 0) << "removed by its owner's next look";
}

// Anyone may make files in the shared folder: a link, a pipe, a huge file
// or text that is no entry, each named like one, is passed over at once.
TEST(LiveRuns, NamesThatAreNoEntryArePassedOverWithoutWaiting)
{
    test::TempFolder folder;
    const QByteArray path = QFile::encodeName(folder.path());
    const QByteArray link = path + "/compressmark-run-1.json";
    const QByteArray pipe = path + "/compressmark-run-2.json";
    ASSERT_EQ(::symlink("/etc/passwd", link.constData()), 0);
    ASSERT_EQ(::mkfifo(pipe.constData(), 0644), 0);
    QFile huge(folder.filePath(QStringLiteral("compressmark-run-3.json")));
    ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
    huge.write(QByteArray(LiveRuns::LargestEntryBytes + 1, '{'));
    huge.close();
    // Held, as a live run's, but no run's entry.
    QFile garbage(folder.filePath(QStringLiteral("compressmark-run-4.json")));
    ASSERT_TRUE(garbage.open(QIODevice::WriteOnly));
    garbage.write("{\"processId\": \"rm -rf /\"}");
    garbage.flush();
    ASSERT_EQ(::flock(garbage.handle(), LOCK_EX), 0);
    LiveRunEntry real = LiveRunEntry::enter(aRun(OtherId, QStringLiteral("vda"), QString()), folder.path());

    const QList<LiveRun> seen = LiveRuns::others(folder.path());
    ASSERT_EQ(seen.size(), 1);
    EXPECT_EQ(seen.first().processId, OtherId);
}

TEST(LiveRuns, RunsShareADriveOrARamDisk)
{
    const LiveRun own = aRun(1, QStringLiteral("vda"), QStringLiteral("/dev/shm"));
    EXPECT_TRUE(own.sharesWith(aRun(2, QStringLiteral("vda"), QStringLiteral("/tmp/ram"))));
    EXPECT_TRUE(own.sharesWith(aRun(2, QStringLiteral("nvme0n1"), QStringLiteral("/dev/shm"))));
    EXPECT_FALSE(own.sharesWith(aRun(2, QStringLiteral("nvme0n1"), QStringLiteral("/tmp/ram"))));
    EXPECT_FALSE(aRun(1, QString(), QString()).sharesWith(aRun(2, QString(), QString())));
}

TEST(LiveRuns, TheSharedFolderIsOneEveryUserMayWriteAndNoneMayRemoveAnothersFrom)
{
    const QString folder = LiveRuns::sharedFolder();
    if (folder.isEmpty())
        GTEST_SKIP() << "this system has no root-owned sticky /run/lock or /var/lock";
    struct stat info
    {
    };
    ASSERT_EQ(::lstat(QFile::encodeName(folder).constData(), &info), 0);
    EXPECT_TRUE(S_ISDIR(info.st_mode));
    EXPECT_EQ(info.st_uid, 0u);
    EXPECT_TRUE(info.st_mode & S_ISVTX);
}
