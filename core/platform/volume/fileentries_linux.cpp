// SPDX-License-Identifier: GPL-3.0-or-later
// File entries on Linux: statvfs(3)'s inode counts, PATH_MAX.
#include "fileentries.h"

#include <QFile>

#include <climits>
#include <sys/statvfs.h>

namespace cm {

std::optional<qint64> freeFileEntries(const QString &path)
{
    struct statvfs info
    {
    };
    if (::statvfs(QFile::encodeName(path).constData(), &info) != 0 || info.f_files == 0)
        return std::nullopt; // btrfs reports no total: its inodes have no fixed number
    return qint64(info.f_favail);
}

qsizetype longestSystemPath()
{
    return PATH_MAX - 1;
}

qsizetype systemPathLength(const QString &path)
{
    return QFile::encodeName(path).size();
}

} // namespace cm
