// SPDX-License-Identifier: GPL-3.0-or-later
// walkTree() on Linux: openat and fstatat from the folder's descriptor, so
// nothing on the way is a link followed.
#include "treewalk.h"

#include "fs/directorylisting_linux.h"
#include "fs/heldfolder.h"
#include "fs/openbeneath_linux.h"
#include "util/uniquefd.h"

#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>

#include <vector>

namespace cm {
namespace {

TreeEntry::Type typeOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return TreeEntry::Type::Directory;
    if (S_ISREG(mode))
        return TreeEntry::Type::RegularFile;
    return TreeEntry::Type::Other;
}

// Whether the folder `name` in the folder open as `dirFd` is the top of a
// mount (another filesystem, or a bind mount of this one).
bool isMountPoint(int dirFd, const QByteArray &name, dev_t parentDevice, dev_t device)
{
    MountIdentity mount;
    return device != parentDevice || (mountIdentityAt(dirFd, name, &mount) && mount.isMountRoot);
}

Status walkDirectory(int dirFd, const QByteArray &root, const QByteArray &relative, const TreeVisitor &visit,
                     Mounts mounts)
{
    struct stat folder
    {
    };
    if (mounts == Mounts::Stay && ::fstat(dirFd, &folder) != 0)
        return Status::failure(
            errnoMessage(QStringLiteral("cannot inspect"), QFile::decodeName(joinPath(root, relative))));
    std::vector<QByteArray> names;
    if (Status status = listDirectory(dirFd, joinPath(root, relative), &names); !status)
        return status;

    for (const QByteArray &name : names) {
        const QByteArray path = relative.isEmpty() ? name : QByteArray(relative + '/' + name);
        struct stat info
        {
        };
        if (::fstatat(dirFd, name.constData(), &info, AT_SYMLINK_NOFOLLOW) != 0)
            return Status::failure(
                errnoMessage(QStringLiteral("cannot inspect"), QFile::decodeName(joinPath(root, path))));
        TreeEntry entry{path,
                        typeOf(info.st_mode),
                        S_ISREG(info.st_mode) ? qint64(info.st_size) : 0,
                        qint64(info.st_blocks) * 512,
                        qint64(info.st_blksize),
                        unsigned(info.st_mode & 07777)};
        if (mounts == Mounts::Stay && entry.type == TreeEntry::Type::Directory
            && isMountPoint(dirFd, name, folder.st_dev, info.st_dev)) {
            entry.type = TreeEntry::Type::Other;
            entry.otherFilesystem = true;
        }
        if (Status status = visit(entry); !status)
            return status;
        if (entry.type != TreeEntry::Type::Directory)
            continue;
        UniqueFd child(::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (!child.isValid())
            return Status::failure(
                errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(joinPath(root, path))));
        if (Status status = walkDirectory(child.get(), root, path, visit, mounts); !status)
            return status;
    }
    return Status::ok();
}

} // namespace

Status walkTree(const QByteArray &root, const TreeVisitor &visit, Mounts mounts)
{
    UniqueFd rootFd(openBelowHeld(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    struct stat info
    {
    };
    if (!rootFd.isValid() || ::fstat(rootFd.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), QFile::decodeName(root)));
    if (Status status
        = visit(TreeEntry{QByteArray(), TreeEntry::Type::Directory, 0, 0, 0, unsigned(info.st_mode & 07777)});
        !status)
        return status;
    return walkDirectory(rootFd.get(), root, QByteArray(), visit, mounts);
}

} // namespace cm
