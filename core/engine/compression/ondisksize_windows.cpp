// SPDX-License-Identifier: GPL-3.0-or-later
// On-disk sizes on Windows: GetCompressedFileSize for each file (through
// the tree walk), the volume's free space after a flush.
#include "ondisksize.h"

#include "fs/syncfilesystem.h"
#include "fs/treewalk.h"
#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

namespace cm::OnDiskSize {

Status measureTree(const QString &root, Method method, qint64 *bytes)
{
    if (method != Method::AllocatedBlocks)
        return Status::failure(
            QStringLiteral("%1 measures btrfs, which Windows does not have").arg(methodName(method)));
    *bytes = 0;
    return walkTree(QFile::encodeName(root), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile)
            *bytes += entry.allocatedBytes;
        return Status::ok();
    });
}

Status usedBytesAfterSync(const QString &path, qint64 *bytes)
{
    if (Status status = syncFilesystemOf(path); !status)
        return status;
    ULARGE_INTEGER available{}, total{}, free{};
    if (!GetDiskFreeSpaceExW(windowsPlainPath(path).c_str(), &available, &total, &free))
        return Status::failure(
            windowsErrorMessage("cannot measure the volume of", QFile::encodeName(path), GetLastError()));
    *bytes = qint64(total.QuadPart - free.QuadPart);
    return Status::ok();
}

} // namespace cm::OnDiskSize
