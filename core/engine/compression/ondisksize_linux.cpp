// SPDX-License-Identifier: GPL-3.0-or-later
// On-disk sizes on Linux: st_blocks, btrfs's extents, statvfs(3).
#include "ondisksize.h"

#include "compression/btrfsextents_linux.h"
#include "fs/heldfolder.h"
#include "fs/treewalk.h"
#include "util/uniquefd.h"

#include <QFile>

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace cm::OnDiskSize {

Status measureTree(const QString &root, Method method, qint64 *bytes)
{
    Q_ASSERT(method != Method::FreeSpaceDelta);
    *bytes = 0;
    const QByteArray rootPath = QFile::encodeName(root);
    return walkTree(rootPath, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        if (method == Method::AllocatedBlocks) {
            *bytes += entry.allocatedBytes;
            return Status::ok();
        }
        qint64 fileBytes = 0;
        const Status status = btrfsFileDiskBytes(joinPath(rootPath, entry.relativePath), &fileBytes);
        *bytes += fileBytes;
        return status;
    });
}

Status usedBytesAfterSync(const QString &path, qint64 *bytes)
{
    UniqueFd fd(openBelowHeld(QFile::encodeName(path), O_RDONLY | O_DIRECTORY));
    struct statvfs info
    {
    };
    if (!fd.isValid() || ::syncfs(fd.get()) != 0 || ::fstatvfs(fd.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot flush and measure the volume of"), path));
    *bytes = qint64(info.f_blocks - info.f_bfree) * qint64(info.f_frsize);
    return Status::ok();
}

} // namespace cm::OnDiskSize
