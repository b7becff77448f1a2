#include "saferemove.h"

#include "fs/directorylisting.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vector>

namespace cm {
namespace {

Status failure(const char *what, const QByteArray &path)
{
    return Status::failure(errnoMessage(QString::fromLatin1(what), QFile::decodeName(path)));
}

// Empties the folder open as `dirFd`; `path` only names it in messages.
// Never crosses into another filesystem mounted below (a loop image still
// mounted in a workspace must be unmounted, not emptied).
Status emptyDirectory(int dirFd, const QByteArray &path, dev_t device)
{
    std::vector<QByteArray> names;
    if (Status status = listDirectory(dirFd, path, &names); !status)
        return status;

    for (const QByteArray &name : names) {
        const QByteArray childPath = path + '/' + name;
        struct stat info {};
        if (::fstatat(dirFd, name.constData(), &info, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT)
                continue;
            return failure("cannot inspect", childPath);
        }
        if (S_ISDIR(info.st_mode)) {
            if (info.st_dev != device)
                return Status::failure(QStringLiteral("%1 is a mount point; it is left as it is")
                                           .arg(QFile::decodeName(childPath)));
            UniqueFd child(::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (!child.isValid())
                return failure("cannot open", childPath);
            if (Status status = emptyDirectory(child.get(), childPath, device); !status)
                return status;
        }
        if (::unlinkat(dirFd, name.constData(), S_ISDIR(info.st_mode) ? AT_REMOVEDIR : 0) != 0 && errno != ENOENT)
            return failure("cannot remove", childPath);
    }
    return Status::ok();
}

} // namespace

Status removeTreeNoFollow(const QByteArray &path)
{
    struct stat info {};
    if (::lstat(path.constData(), &info) != 0)
        return errno == ENOENT ? Status::ok() : failure("cannot inspect", path);
    if (!S_ISDIR(info.st_mode)) {
        if (::unlink(path.constData()) != 0 && errno != ENOENT)
            return failure("cannot remove", path);
        return Status::ok();
    }
    UniqueFd dir(::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir.isValid())
        return failure("cannot open", path);
    if (Status status = emptyDirectory(dir.get(), path, info.st_dev); !status)
        return status;
    dir.close();
    if (::rmdir(path.constData()) != 0 && errno != ENOENT)
        return failure("cannot remove", path);
    return Status::ok();
}

} // namespace cm
