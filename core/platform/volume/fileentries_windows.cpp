// SPDX-License-Identifier: GPL-3.0-or-later
// File entries on Windows: NTFS and the RAM disks' FAT and NTFS grow their
// tables as they need to; paths in the "\\?\" form (windowsPath()), which
// the system takes up to 32,767 characters long.
#include "fileentries.h"

#include <windows.h>

namespace cm {

std::optional<qint64> freeFileEntries(const QString &)
{
    return std::nullopt;
}

qsizetype longestSystemPath()
{
    constexpr qsizetype ExtendedPathCharacters = 32767;
    constexpr qsizetype LongestPrefix = 8; // "\\?\UNC\"
    return ExtendedPathCharacters - LongestPrefix;
}

qsizetype systemPathLength(const QString &path)
{
    return path.size();
}

} // namespace cm
