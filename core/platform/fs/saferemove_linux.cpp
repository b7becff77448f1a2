// SPDX-License-Identifier: GPL-3.0-or-later
#include "saferemove.h"

#include "fs/directorylisting_linux.h"
#include "fs/heldfolder.h"
#include "fs/openbeneath_linux.h"
#include "util/uniquefd.h"
#include "fs/mounttable.h"

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

Status leftAsItIs(const QByteArray &path)
{
    return Status::failure(QStringLiteral("%1 is a mount point; it is left as it is").arg(QFile::decodeName(path)));
}

// Empties the folder open as `dirFd`, which lies on mount `mountId`; `path`
// only names it in messages. `last` is skipped: the caller removes it.
Status emptyDirectory(int dirFd, const QByteArray &path, quint64 mountId, const QByteArray &last)
{
    std::vector<QByteArray> names;
    if (Status status = listDirectory(dirFd, path, &names); !status)
        return status;

    for (const QByteArray &name : names) {
        if (name == last)
            continue;
        const QByteArray childPath = path + '/' + name;
        MountIdentity entry;
        if (!mountIdentityAt(dirFd, name, &entry)) {
            if (errno == ENOENT)
                continue;
            return failure("cannot inspect", childPath);
        }
        // Files too: a file can be bind-mounted over another.
        if (entry.id != mountId || entry.isMountRoot)
            return leftAsItIs(childPath);
        const bool isFolder = S_ISDIR(entry.mode);
        if (isFolder) {
            // The kernel refuses to step into a mount or through a link (EXDEV,
            // ELOOP), whatever happened since the look above.
            UniqueFd child(openBeneath(dirFd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
            if (!child.isValid())
                return errno == EXDEV ? leftAsItIs(childPath) : failure("cannot open", childPath);
            if (Status status = emptyDirectory(child.get(), childPath, mountId, QByteArray()); !status)
                return status;
        }
        if (::unlinkat(dirFd, name.constData(), isFolder ? AT_REMOVEDIR : 0) != 0 && errno != ENOENT)
            return errno == EBUSY ? leftAsItIs(childPath) : failure("cannot remove", childPath);
    }
    return Status::ok();
}

// Refuses before anything is removed when the mount table shows a mount
// below the folder: a workspace with a foreign mount inside stays whole.
Status checkNothingMountedBelow(int folderFd, const QByteArray &path)
{
    const QString realPath = pathOfFd(folderFd);
    if (realPath.isEmpty())
        return Status::ok(); // the walk still checks every entry
    const QList<MountEntry> below = mountsBelow(readMountTable(), realPath);
    if (below.isEmpty())
        return Status::ok();
    const MountEntry &first = below.first();
    // Named as the caller named the folder, when that differs from the real path.
    const QString shown = QFile::decodeName(path) + first.mountPoint.mid(realPath.size());
    return Status::failure(
        QStringLiteral("%1 is a mount point (%2 from %3): unmount it first").arg(shown, first.filesystem, first.source));
}

// Removes the emptied folder open as `folderFd` under the name it has now
// (someone may have renamed it), and only while that name leads to it: a
// folder put in its place is left alone. Below a held folder the name is
// the program's own, reached from the held folder.
Status removeEmptiedFolder(int folderFd, const QByteArray &path)
{
    if (isBelowHeld(path)) {
        if (!removeBelowHeld(path, AT_REMOVEDIR) && errno != ENOENT)
            return failure("cannot remove", path);
        return Status::ok();
    }
    // A name renamed back and forth settles for a moment sooner or later.
    constexpr int Tries = 50;
    for (int attempt = 0; attempt < Tries; ++attempt) {
        struct stat held
        {
        };
        if (::fstat(folderFd, &held) != 0)
            return failure("cannot inspect", path);
        if (held.st_nlink == 0)
            return Status::ok(); // removed already
        const QByteArray now = QFile::encodeName(pathOfFd(folderFd));
        const qsizetype slash = now.lastIndexOf('/');
        if (slash < 0)
            return failure("cannot inspect", path);
        const QByteArray name = now.mid(slash + 1);
        UniqueFd parent(::open(slash == 0 ? "/" : now.left(slash).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
        struct stat named
        {
        };
        if (parent.isValid() && ::fstatat(parent.get(), name.constData(), &named, AT_SYMLINK_NOFOLLOW) == 0
            && named.st_dev == held.st_dev && named.st_ino == held.st_ino) {
            if (::unlinkat(parent.get(), name.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT)
                return failure("cannot remove", path);
            return Status::ok();
        }
    }
    return Status::failure(
        QStringLiteral("%1 was moved while it was removed; it is left there, empty").arg(QFile::decodeName(path)));
}

} // namespace

Status removeOpenedTree(int folderFd, const QByteArray &path, const QByteArray &last)
{
    MountIdentity folder;
    if (!mountIdentityAt(folderFd, QByteArray(), &folder))
        return failure("cannot inspect", path);
    if (folder.isMountRoot)
        return leftAsItIs(path);
    if (Status status = checkNothingMountedBelow(folderFd, path); !status)
        return status;
    if (Status status = emptyDirectory(folderFd, path, folder.id, last); !status)
        return status;
    if (!last.isEmpty() && ::unlinkat(folderFd, last.constData(), 0) != 0 && errno != ENOENT)
        return failure("cannot remove", path + '/' + last);
    return removeEmptiedFolder(folderFd, path);
}

Status removeTreeNoFollow(const QByteArray &path)
{
    // The entry itself: a link at the end is taken as the link.
    const UniqueFd entry(openBelowHeld(path, O_PATH | O_NOFOLLOW));
    struct stat info
    {
    };
    if (!entry.isValid() || ::fstat(entry.get(), &info) != 0)
        return errno == ENOENT ? Status::ok() : failure("cannot inspect", path);
    if (!S_ISDIR(info.st_mode)) {
        if (!removeBelowHeld(path, 0) && errno != ENOENT)
            return failure("cannot remove", path);
        return Status::ok();
    }
    UniqueFd dir(openBelowHeld(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    if (!dir.isValid())
        return failure("cannot open", path);
    return removeOpenedTree(dir.get(), path, QByteArray());
}

} // namespace cm
