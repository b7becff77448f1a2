// FolderLock on Linux: flock(2) on the folder itself.
#include "folderlock.h"

#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>

namespace cm {

Status FolderLock::acquire(const QString &folder, int waitMilliseconds, FolderLock *lock)
{
    lock->m_lock = UniqueFd();
    UniqueFd fd(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!fd.isValid())
        return Status::ok();
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        if (::flock(fd.get(), LOCK_EX | LOCK_NB) == 0) {
            lock->m_lock = std::move(fd);
            return Status::ok();
        }
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK)
            return Status::ok(); // this filesystem does not lock folders
        if (waited.elapsed() >= waitMilliseconds)
            return heldTooLong(folder, waitMilliseconds);
        QThread::msleep(PollMilliseconds);
    }
}

} // namespace cm
