// SPDX-License-Identifier: GPL-3.0-or-later
#include "btrfscompression_linux.h"

#include "fs/heldfolder.h"
#include "plan/compressionmethod.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/xattr.h>

namespace cm {
namespace {

constexpr const char *PropertyName = "btrfs.compression";

Status setProperty(const QString &folder, const QByteArray &value)
{
    const UniqueFd dir(openBelowHeld(QFile::encodeName(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    if (dir.isValid() && ::fsetxattr(dir.get(), PropertyName, value.constData(), size_t(value.size()), 0) == 0)
        return Status::ok();
    return Status::failure(
        errnoMessage(QStringLiteral("cannot set btrfs.compression=%1 on").arg(QLatin1String(value)), folder));
}

// Older kernels know only the inode flags: compress with the mount's
// algorithm (zlib unless compress= says otherwise), or never compress.
Status changeInodeFlags(const QString &folder, int set, int clear)
{
    UniqueFd fd(openBelowHeld(QFile::encodeName(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    int flags = 0;
    if (!fd.isValid() || ::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot read the inode flags of"), folder));
    flags = (flags | set) & ~clear;
    if (::ioctl(fd.get(), FS_IOC_SETFLAGS, &flags) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot set the inode flags of"), folder));
    return Status::ok();
}

} // namespace

CompressionSupport BtrfsCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    if (volume.filesystem != QLatin1String("btrfs")) {
        support.reason = QStringLiteral("%1 is not btrfs").arg(volume.filesystem);
        return support;
    }
    support.recognised = true;
    if (volume.readOnly) {
        support.reason = QStringLiteral("the btrfs volume at %1 is read-only").arg(volume.mountPoint);
        return support;
    }
    support.supported = true;
    support.method = method();
    support.algorithms = algorithmsOf(CompressionMethod::Btrfs);
    support.defaultAlgorithm = QStringLiteral("zstd");
    return support;
}

Status BtrfsCompression::enableForFolder(const QString &folder, const QString &algorithm) const
{
    const Status property = setProperty(folder, algorithm.toLatin1());
    if (property || algorithm != QLatin1String("zlib"))
        return property; // the flag cannot choose an algorithm, so only zlib may fall back
    return changeInodeFlags(folder, FS_COMPR_FL, FS_NOCOMP_FL);
}

Status BtrfsCompression::disableForFolder(const QString &folder) const
{
    if (setProperty(folder, "none"))
        return Status::ok();
    return changeInodeFlags(folder, FS_NOCOMP_FL, FS_COMPR_FL);
}

} // namespace cm
