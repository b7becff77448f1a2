// SPDX-License-Identifier: GPL-3.0-or-later
#include "openbeneath_linux.h"

#include <QFile>

#include <cerrno>
#include <climits>
#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace cm {
namespace {

int openat2(int dirFd, const char *path, int flags, quint64 resolve, unsigned int mode = 0)
{
    open_how how{};
    how.flags = quint64(flags | O_CLOEXEC);
    how.mode = (flags & O_CREAT) ? mode : 0;
    how.resolve = resolve;
    return int(::syscall(SYS_openat2, dirFd, path, &how, sizeof how));
}

} // namespace

int openBeneath(int dirFd, const QByteArray &name, int flags, bool crossMounts, unsigned int mode)
{
    quint64 resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    if (!crossMounts)
        resolve |= RESOLVE_NO_XDEV;
    return openat2(dirFd, name.constData(), flags, resolve, mode);
}

int openWithoutLinks(const QByteArray &path, int flags)
{
    return openat2(AT_FDCWD, path.constData(), flags, RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS);
}

QString pathOfFd(int fd)
{
    char target[PATH_MAX];
    const ssize_t length = ::readlink(pathThroughFd(fd).constData(), target, sizeof target);
    if (length <= 0 || size_t(length) >= sizeof target || target[0] != '/')
        return {};
    return QFile::decodeName(QByteArray(target, length));
}

QByteArray pathThroughFd(int dirFd, const QByteArray &name)
{
    const QByteArray folder = "/proc/self/fd/" + QByteArray::number(dirFd);
    return name.isEmpty() ? folder : folder + '/' + name;
}

bool mountIdentityAt(int dirFd, const QByteArray &name, MountIdentity *mount)
{
    struct statx info
    {
    };
    const int flags = AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | (name.isEmpty() ? AT_EMPTY_PATH : 0);
    if (::statx(dirFd, name.constData(), flags, STATX_TYPE | STATX_MODE | STATX_MNT_ID, &info) != 0)
        return false;
    if (!(info.stx_mask & STATX_MNT_ID)) {
        errno = ENOSYS; // a kernel older than 5.8
        return false;
    }
    mount->id = info.stx_mnt_id;
    mount->mode = info.stx_mode;
    mount->isMountRoot
        = (info.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT) && (info.stx_attributes & STATX_ATTR_MOUNT_ROOT);
    return true;
}

} // namespace cm
