// SPDX-License-Identifier: GPL-3.0-or-later
// File entries on Windows: NTFS and the RAM disks' FAT and NTFS grow their
// tables as they need to; MAX_PATH.
#include "fileentries.h"

#include <windows.h>

namespace cm {

std::optional<qint64> freeFileEntries(const QString &)
{
    return std::nullopt;
}

qsizetype longestSystemPath()
{
    return MAX_PATH - 1;
}

qsizetype systemPathLength(const QString &path)
{
    return path.size();
}

} // namespace cm
