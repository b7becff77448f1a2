// SPDX-License-Identifier: GPL-3.0-or-later
// FileLock on Linux: flock(2) on a lock file only its owner can open.
#include "filelock.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

} // namespace

FileLock::~FileLock()
{
    release();
}

void FileLock::release()
{
    // Removed before it is unlocked: a process waiting on it then finds the
    // name gone and makes a new lock file, never one that is being removed.
    if (m_lock.isValid())
        ::unlinkat(m_folder.get(), m_name.constData(), 0);
    m_lock = UniqueFd();
    m_folder = UniqueFd();
}

Status FileLock::acquire(const QString &file, int waitMilliseconds, FileLock *lock)
{
    lock->release();
    const QFileInfo info(file);
    UniqueFd folder(::open(QFile::encodeName(info.absolutePath()).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!folder.isValid())
        return Status::ok(); // the save says what is wrong with the folder
    const QByteArray name = QFile::encodeName(lockFileName(info.fileName()));
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        UniqueFd fd(::openat(folder.get(), name.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600));
        if (!fd.isValid() && errno == EINTR)
            continue;
        struct stat opened
        {
        };
        // Someone else's file of that name (or none possible) is no lock of
        // this user's: waiting on it would let another user stop the save.
        if (!fd.isValid() || ::fstat(fd.get(), &opened) != 0 || !S_ISREG(opened.st_mode)
            || opened.st_uid != ::geteuid())
            return Status::ok();
        if (::flock(fd.get(), LOCK_EX | LOCK_NB) == 0) {
            // The holder before may have removed it meanwhile: then lock the
            // one that is there now.
            struct stat named
            {
            };
            if (::fstatat(folder.get(), name.constData(), &named, AT_SYMLINK_NOFOLLOW) == 0
                && sameFile(named, opened)) {
                lock->m_folder = std::move(folder);
                lock->m_name = name;
                lock->m_lock = std::move(fd);
                return Status::ok();
            }
            continue;
        }
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK)
            return Status::ok(); // this filesystem does not lock
        if (waited.elapsed() >= waitMilliseconds)
            return heldTooLong(file, waitMilliseconds);
        QThread::msleep(PollMilliseconds);
    }
}

} // namespace cm
