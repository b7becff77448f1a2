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
    qint64 bytes = 0;        // size of a regular file
    qint64 allocatedBytes = 0; // st_blocks * 512: what the filesystem reports it occupies
    qint64 preferredIoBytes = 0; // st_blksize: the filesystem's preferred I/O size
    unsigned int permissions = 0; // st_mode's permission bits (Linux; 0 on Windows)
};

using TreeVisitor = std::function<Status(const TreeEntry &)>;

// Visits `root` and everything below it in a stable (sorted) order, each
// folder before its contents. Symbolic links are reported as Other and never
// followed. A visitor's failure stops the walk and is returned.
Status walkTree(const QByteArray &root, const TreeVisitor &visit);

} // namespace cm
