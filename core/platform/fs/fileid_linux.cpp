// SPDX-License-Identifier: GPL-3.0-or-later
// FileId on Linux: lstat(2).
#include "fileid.h"

#include <QFile>

#include <cerrno>
#include <sys/stat.h>

namespace cm {

std::optional<FileId> fileIdAt(const QString &path)
{
    struct stat status
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return FileId{quint64(status.st_dev), quint64(status.st_ino)};
}

bool pathIsTaken(const QString &path)
{
    struct stat status
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 || errno != ENOENT;
}

} // namespace cm
