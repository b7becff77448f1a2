// SPDX-License-Identifier: GPL-3.0-or-later
// The register of live runs: an entry lives as long as its run, a dead
// run's is passed over and removed by its owner, and an entry counts only
// when its process is alive, is a CompressMark program and belongs to the
// entry's owner. Anything else anyone can make there is passed over.
#include "system/liveruns.h"
#include "tempfolders.h"

#include <QFile>
#include <QProcess>

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

QString entryPath(const QString &folder, qint64 processId)
{
    return QStringLiteral("%1/compressmark-run-%2.json").arg(folder, QString::number(processId));
}

// A process of this test's own program (so a CompressMark program, as the
// register sees it) that lives until the object goes; it may enter itself
// first, as a run does.
class LiveProcess
{
public:
    explicit LiveProcess(const QString &enterIn = QString())
    {
        int ready[2];
        int done[2];
        if (::pipe(ready) != 0 || ::pipe(done) != 0)
            return;
        m_id = ::fork();
        if (m_id == 0) {
            ::close(ready[0]);
            ::close(done[1]);
            LiveRunEntry entry;
            if (!enterIn.isEmpty())
                entry
                    = LiveRunEntry::enter(aRun(::getpid(), QStringLiteral("vda"), QStringLiteral("/dev/shm")), enterIn);
            const char entered = entry.isEntered() ? 'y' : 'n';
            static_cast<void>(::write(ready[1], &entered, 1));
            char end = 0;
            static_cast<void>(::read(done[0], &end, 1));
            if (end == 'k')
                ::_exit(0); // killed, as it were: no destructor leaves the register
            entry.leave();
            ::_exit(0);
        }
        ::close(ready[1]);
        ::close(done[0]);
        m_done = done[1];
        char entered = 'n';
        static_cast<void>(::read(ready[0], &entered, 1));
        ::close(ready[0]);
        m_entered = entered == 'y';
    }

    ~LiveProcess() { end(false); }

    // Ends the process; `asKilled`: without leaving the register.
    void end(bool asKilled)
    {
        if (m_id <= 0)
            return;
        const char how = asKilled ? 'k' : 'e';
        static_cast<void>(::write(m_done, &how, 1));
        ::close(m_done);
        int status = 0;
        ::waitpid(m_id, &status, 0);
        m_id = 0;
    }

    qint64 id() const { return m_id; }
    bool entered() const { return m_entered; }

private:
    pid_t m_id = -1;
    int m_done = -1;
    bool m_entered = false;
};

// Plants a file named as `processId`'s entry holding `json`, held under a
// lock by this process as a live run holds its own.
class PlantedEntry
{
public:
    PlantedEntry(const QString &folder, qint64 processId, const QByteArray &json)
        : m_file(entryPath(folder, processId))
    {
        if (m_file.open(QIODevice::WriteOnly)) {
            m_file.write(json);
            m_file.flush();
            ::flock(m_file.handle(), LOCK_EX);
        }
    }
    int handle() const { return m_file.handle(); }

private:
    QFile m_file;
};

} // namespace

TEST(LiveRuns, AnEntryIsSeenWhileItsRunLivesAndGoneAfter)
{
    test::TempFolder folder;
    LiveProcess run(folder.path());
    ASSERT_TRUE(run.entered());
    const QList<LiveRun> seen = LiveRuns::others(folder.path());
    ASSERT_EQ(seen.size(), 1);
    EXPECT_EQ(seen.first().processId, run.id());
    EXPECT_EQ(seen.first().drive, QStringLiteral("vda"));
    EXPECT_EQ(seen.first().target, QStringLiteral("/dev/shm"));
    EXPECT_TRUE(seen.first().describe().contains(QStringLiteral("\"Disk B\"")))
        << seen.first().describe().toStdString();

    // Readable by every user's runs, whatever the umask.
    struct stat info
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(entryPath(folder.path(), run.id())).constData(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0644u);

    run.end(false);
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

// A run killed without leaving: the kernel lets go of its lock, readers
// pass its entry over, and its owner's next run removes it.
TEST(LiveRuns, AKilledRunsEntryIsPassedOverAndRemovedByItsOwnersNextRun)
{
    test::TempFolder folder;
    LiveProcess killed(folder.path());
    ASSERT_TRUE(killed.entered());
    killed.end(true);
    EXPECT_EQ(test::countEntries(folder.path()), 1) << "the dead run's entry";
    EXPECT_TRUE(LiveRuns::others(folder.path()).isEmpty());

    const LiveRunEntry next
        = LiveRunEntry::enter(aRun(::getpid(), QStringLiteral("vda"), QStringLiteral("/dev/shm")), folder.path());
    ASSERT_TRUE(next.isEntered());
    EXPECT_EQ(test::countEntries(folder.path()), 1) << "only the new run's own entry";
}

// What anyone can make in the shared folder, each held as a live run's
// entry is: named after a process that is not CompressMark's (init, a
// shell's sleep), or that is not alive, naming another process than its
// name says, or no entry at all. None counts; the one real run does.
TEST(LiveRuns, OnlyALiveCompressMarkProcesssOwnEntryCounts)
{
    test::TempFolder folder;
    const auto json = [](qint64 id) { return aRun(id, QStringLiteral("vda"), QStringLiteral("/dev/shm")).toJson(); };

    const PlantedEntry init(folder.path(), 1, json(1));
    QProcess sleeper;
    sleeper.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    ASSERT_TRUE(sleeper.waitForStarted());
    const PlantedEntry otherProgram(folder.path(), sleeper.processId(), json(sleeper.processId()));
    constexpr qint64 NoSuchProcess = 2'000'000'123;
    const PlantedEntry dead(folder.path(), NoSuchProcess, json(NoSuchProcess));

    LiveProcess misnamed;
    const PlantedEntry namingAnother(folder.path(), misnamed.id(), json(misnamed.id() + 1));
    LiveProcess garbage;
    const PlantedEntry notAnEntry(folder.path(), garbage.id(), "{\"processId\": \"rm -rf /\"}");
    LiveProcess linked;
    ASSERT_EQ(::symlink("/etc/passwd", QFile::encodeName(entryPath(folder.path(), linked.id())).constData()), 0);
    LiveProcess piped;
    ASSERT_EQ(::mkfifo(QFile::encodeName(entryPath(folder.path(), piped.id())).constData(), 0644), 0);
    LiveProcess huge;
    const PlantedEntry tooLarge(folder.path(), huge.id(), QByteArray(LiveRuns::LargestEntryBytes + 1, '{'));
    LiveProcess unheld;
    {
        QFile file(entryPath(folder.path(), unheld.id()));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(json(unheld.id()));
    }

    LiveProcess real(folder.path());
    ASSERT_TRUE(real.entered());
    const QList<LiveRun> seen = LiveRuns::others(folder.path());
    sleeper.kill();
    sleeper.waitForFinished();
    ASSERT_EQ(seen.size(), 1);
    EXPECT_EQ(seen.first().processId, real.id());
}

// An entry of a live CompressMark process is believed only when the
// process's owner made it: another user cannot speak for a run of root's.
TEST(LiveRuns, AnEntryAnotherUserMadeForAProcessIsPassedOver)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root, to make a file another user owns";
    test::TempFolder folder;
    LiveProcess process;
    const PlantedEntry planted(folder.path(), process.id(),
                               aRun(process.id(), QStringLiteral("vda"), QString()).toJson());
    ASSERT_EQ(::fchown(planted.handle(), 65534, 65534), 0);
    EXPECT_TRUE(LiveRuns::others(folder.path()).isEmpty());
}

// No number of files in the register makes a reading read them: among a
// great many planted entries, each held and well formed, only the live
// run is found, and none of them is removed by a reader.
TEST(LiveRuns, ManyPlantedEntriesAreNeitherReadNorRemoved)
{
    test::TempFolder folder;
    LiveProcess real(folder.path());
    ASSERT_TRUE(real.entered());
    constexpr int Planted = 5000;
    for (int i = 0; i < Planted; ++i) {
        const qint64 id = 3'000'000'000 + i;
        QFile file(entryPath(folder.path(), id));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(aRun(id, QStringLiteral("vda"), QString()).toJson());
    }
    const QList<LiveRun> seen = LiveRuns::others(folder.path());
    ASSERT_EQ(seen.size(), 1);
    EXPECT_EQ(seen.first().processId, real.id());
    EXPECT_EQ(test::countEntries(folder.path()), Planted + 1);
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
