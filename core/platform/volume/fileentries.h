// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace cm {

// How many more files and folders the volume holding `path` can take: the
// free inodes where a filesystem has a fixed number of them (ext4, a tmpfs,
// XFS); none where it makes them as it needs them (btrfs, NTFS) or cannot
// say.
std::optional<qint64> freeFileEntries(const QString &path);

// The longest path the system's calls take, in the units of the system's
// paths: bytes on Linux (PATH_MAX less its NUL), UTF-16 characters on
// Windows (32,767 in the "\\?\" form the program's calls use, less it).
qsizetype longestSystemPath();
// `path`'s length in those units.
qsizetype systemPathLength(const QString &path);

} // namespace cm
