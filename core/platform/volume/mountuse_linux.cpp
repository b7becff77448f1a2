// SPDX-License-Identifier: GPL-3.0-or-later
#include "mountuse.h"

#include <QFile>

#include <linux/magic.h>
#include <sys/statfs.h>

namespace cm {
namespace {

// Filesystems through which the kernel shows devices, processes and its own
// state. Files "written" there are device nodes, kernel settings or gone.
bool isKernelFilesystem(const QString &type)
{
    static const QStringList types = QStringLiteral("devtmpfs devpts sysfs proc cgroup cgroup2 debugfs tracefs "
                                                    "securityfs pstore bpf configfs fusectl hugetlbfs mqueue "
                                                    "binfmt_misc autofs efivarfs selinuxfs rpc_pipefs nsfs nfsd")
                                         .split(QLatin1Char(' '));
    return types.contains(type);
}

bool isAtOrBelow(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

// /dev, /proc and /sys belong to the kernel whatever is mounted in them (a
// tmpfs on /sys/fs/cgroup holds cgroup mounts, containers put a tmpfs on
// /dev); /dev/shm is the one place there meant for data.
bool isInKernelFolder(const QString &mountPoint)
{
    if (isAtOrBelow(mountPoint, QStringLiteral("/dev/shm")))
        return false;
    return isAtOrBelow(mountPoint, QStringLiteral("/dev")) || isAtOrBelow(mountPoint, QStringLiteral("/proc"))
        || isAtOrBelow(mountPoint, QStringLiteral("/sys"));
}

bool statfsSaysRam(const QString &path)
{
    struct statfs info
    {
    };
    if (::statfs(QFile::encodeName(path).constData(), &info) != 0)
        return false;
    return info.f_type == TMPFS_MAGIC || info.f_type == RAMFS_MAGIC;
}

} // namespace

MountUse mountUse(const MountEntry &mount)
{
    if (isKernelFilesystem(mount.filesystem) || isInKernelFolder(mount.mountPoint))
        return MountUse::KernelInterface;
    const bool ram = mount.filesystem == QLatin1String("tmpfs") || mount.filesystem == QLatin1String("ramfs");
    return ram && !hasMountOption(mount.options, QLatin1String("ro")) ? MountUse::RamDisk : MountUse::Storage;
}

MountUse mountUseOf(const QString &path, const QList<MountEntry> &table)
{
    const MountEntry *mount = mountOf(table, path);
    if (!mount)
        return MountUse::Storage;
    const MountUse use = mountUse(*mount);
    return use == MountUse::RamDisk && !statfsSaysRam(path) ? MountUse::Storage : use;
}

MountUse mountUseOf(const QString &path)
{
    return mountUseOf(path, readMountTable());
}

} // namespace cm
