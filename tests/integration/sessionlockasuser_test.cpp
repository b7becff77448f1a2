// SPDX-License-Identifier: GPL-3.0-or-later
// Another user cannot hold a save of a session back: not by locking the
// shared folder it is in, nor the session file, nor by making the lock
// file first. Runs as root with `nobody` as the other user (Linux).
#include "childasuser.h"
#include "fs/filelock.h"
#include "programrunasnobody.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QFile>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <pwd.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cm;

namespace {

// What the other user locks, as C strings made before the fork.
struct Locked
{
    QByteArray folder;
    QByteArray lockFile;
    QByteArray session;
};

// System calls only (the child of a threaded process): the folder, the
// lock file (made first, open to all) and the session file locked, held
// until the child is stopped.
[[noreturn]] void holdLocks(const Locked &paths, test::ChildCounts *counts)
{
    for (const QByteArray &path : {paths.folder, paths.session}) {
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd >= 0 && ::flock(fd, LOCK_EX) == 0)
            counts->done.fetch_add(1);
    }
    const int lock = ::open(paths.lockFile.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (lock >= 0) {
        ::fchmod(lock, 0666);
        if (::flock(lock, LOCK_EX) == 0)
            counts->done.fetch_add(1);
    }
    for (;;)
        ::pause();
}

} // namespace

TEST(SessionLockAsUser, AnotherUsersLocksCannotHoldASaveBack)
{
    if (const QString why = test::whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    const passwd *nobody = ::getpwnam("nobody");
    test::TempFolder outer;
    test::letNobodyThrough(outer.path());
    // A folder everyone may write, as /tmp is.
    const QString shared = outer.filePath(QStringLiteral("shared"));
    ASSERT_EQ(::mkdir(QFile::encodeName(shared).constData(), 01777), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
    const QString path = shared + QStringLiteral("/s.cmsession.json");
    ASSERT_TRUE(saveSession(test::sampleSession(1), path));
    ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0644), 0);

    const Locked paths{QFile::encodeName(shared),
                       QFile::encodeName(shared + QLatin1Char('/')
                                         + FileLock::lockFileName(QStringLiteral("s.cmsession.json"))),
                       QFile::encodeName(path)};
    test::ChildAsUser other(nobody->pw_uid, nobody->pw_gid,
                            [&paths](test::ChildCounts *counts) { holdLocks(paths, counts); });
    ASSERT_TRUE(other.isRunning());
    for (int waited = 0; other.done() < 3 && waited < 10000; waited += 10)
        ::usleep(10000);
    ASSERT_EQ(other.done(), 3) << "the other user could not take its locks";

    // Waiting on any of those would fail after the lock's whole wait.
    const Session two = test::sampleSession(2);
    const Status saved = saveSession(two, path);
    ASSERT_TRUE(saved) << saved.message().toStdString();
    Session onDisk;
    ASSERT_TRUE(loadSession(path, &onDisk));
    EXPECT_EQ(onDisk.drives.size(), 2);
}
