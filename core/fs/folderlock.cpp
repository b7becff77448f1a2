#include "folderlock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FolderLock)
};

constexpr int PollMilliseconds = 10;

} // namespace

Status FolderLock::acquire(const QString &folder, int waitMilliseconds, FolderLock *lock)
{
    lock->m_fd = UniqueFd();
    UniqueFd fd(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!fd.isValid())
        return Status::ok();
    // Polled rather than blocking, so that a stopped process holding it
    // cannot stop this one for ever.
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        if (::flock(fd.get(), LOCK_EX | LOCK_NB) == 0) {
            lock->m_fd = std::move(fd);
            return Status::ok();
        }
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK)
            return Status::ok(); // this filesystem does not lock folders
        if (waited.elapsed() >= waitMilliseconds)
            return Status::failure(Text::tr("another process kept %1 locked for %2 seconds")
                                       .arg(folder)
                                       .arg(waitMilliseconds / 1000));
        QThread::msleep(PollMilliseconds);
    }
}

} // namespace cm
