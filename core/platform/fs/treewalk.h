// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/joinpath.h"
#include "util/status.h"

#include <QByteArray>

#include <functional>

namespace cm {

struct TreeEntry
{
    enum class Type { Directory, RegularFile, Other };

    QByteArray relativePath; // native bytes, "" for the root, "a/b.txt" below it
    Type type = Type::Other;
    qint64 bytes = 0;             // size of a regular file
    qint64 allocatedBytes = 0;    // st_blocks * 512: what the filesystem reports it occupies
    qint64 preferredIoBytes = 0;  // st_blksize: the filesystem's preferred I/O size
    unsigned int permissions = 0; // st_mode's permission bits (Linux; 0 on Windows)
    bool otherFilesystem = false; // an Other: a folder another filesystem is mounted on (Mounts::Stay)
};

using TreeVisitor = std::function<Status(const TreeEntry &)>;

// Whether a walk enters folders that other filesystems are mounted on.
enum class Mounts { Cross, Stay };

// Visits `root` and everything below it in a stable (sorted) order, each
// folder before its contents. Symbolic links are reported as Other and never
// followed. With Mounts::Stay a folder another filesystem (or a bind mount)
// is mounted on is reported as Other, otherFilesystem set, and not entered;
// Windows never enters one (a reparse point). A visitor's failure stops the
// walk and is returned.
Status walkTree(const QByteArray &root, const TreeVisitor &visit, Mounts mounts = Mounts::Cross);

} // namespace cm
