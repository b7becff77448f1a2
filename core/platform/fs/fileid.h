// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace cm {

// A file told apart from every other, whatever name it has: device and
// inode on Linux, volume serial and file index on Windows.
struct FileId
{
    quint64 volume = 0;
    quint64 index = 0;
    bool operator==(const FileId &other) const = default;
};

// The file `path` names itself (a link is not followed); empty when there
// is none.
std::optional<FileId> fileIdAt(const QString &path);

// Whether `path` names anything, a dangling link included; true also when
// that cannot be told.
bool pathIsTaken(const QString &path);

} // namespace cm
