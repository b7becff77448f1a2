// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

#include <vector>

namespace cm {

// One name of a folder as the listing gives it, without a stat(2): its
// type where the filesystem says it (DT_REG, DT_DIR, ...; DT_UNKNOWN
// where it does not) and its inode number.
struct DirectoryEntry
{
    QByteArray name;
    unsigned char type = 0;
    quint64 inode = 0;
};

// The entries of the folder open as `dirFd` (without "." and ".."), sorted
// by name. Leaves `dirFd` open and usable for openat/fstatat; `path` only
// names the folder in the failure message.
Status listDirectoryEntries(int dirFd, const QByteArray &path, std::vector<DirectoryEntry> *entries);

// The names alone, sorted.
Status listDirectory(int dirFd, const QByteArray &path, std::vector<QByteArray> *names);

} // namespace cm
