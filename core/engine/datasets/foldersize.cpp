// SPDX-License-Identifier: GPL-3.0-or-later
#include "foldersize.h"

#include "fs/treewalk.h"
#include "util/shownpath.h"
#include "volume/mountuse.h"

#include <QFile>

namespace cm {

Status checkFolderDataSource(const QString &folder)
{
    if (mountUseOf(folder) == MountUse::KernelInterface)
        return Status::failure(
            QStringLiteral("%1 is a kernel interface, not data: a folder data set copies files from a "
                           "drive")
                .arg(shownPath(folder)));
    return Status::ok();
}

Status folderDataBytes(const QString &folder, qint64 *bytes)
{
    *bytes = 0;
    if (Status status = checkFolderDataSource(folder); !status)
        return status;
    return walkTree(
        QFile::encodeName(folder),
        [&](const TreeEntry &entry) {
            if (entry.type == TreeEntry::Type::RegularFile)
                *bytes += entry.bytes;
            return Status::ok();
        },
        Mounts::Stay);
}

} // namespace cm
