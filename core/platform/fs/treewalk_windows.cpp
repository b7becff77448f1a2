// SPDX-License-Identifier: GPL-3.0-or-later
// walkTree() on Windows: each folder is listed by its path after it was seen
// not to be a reparse point; links, junctions and other reparse points are
// reported as Other and never entered. allocatedBytes is what
// GetCompressedFileSize says a file occupies (less for a compressed or
// sparse file), preferredIoBytes the volume's cluster.
#include "treewalk.h"

#include "fs/folderlisting_windows.h"
#include "util/shownpath.h"
#include "util/windowserror_windows.h"
#include "fs/clustersize_windows.h"

#include <QFile>

#include <windows.h>

#include <vector>

namespace cm {
namespace {

Status failure(const char *what, const QByteArray &path)
{
    return Status::failure(windowsErrorMessage(what, path, GetLastError()));
}

TreeEntry::Type typeOf(DWORD attributes)
{
    if (attributes & FILE_ATTRIBUTE_REPARSE_POINT)
        return TreeEntry::Type::Other;
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return TreeEntry::Type::Directory;
    if (attributes & FILE_ATTRIBUTE_DEVICE)
        return TreeEntry::Type::Other;
    return TreeEntry::Type::RegularFile;
}

qint64 allocatedBytesOf(const QByteArray &path, qint64 bytes)
{
    DWORD high = 0;
    const DWORD low = GetCompressedFileSizeW(windowsPath(path).c_str(), &high);
    if (low == INVALID_FILE_SIZE && GetLastError() != NO_ERROR)
        return bytes;
    return (qint64(high) << 32) | low;
}

Status walkFolder(const QByteArray &root, const QByteArray &relative, qint64 clusterBytes, const TreeVisitor &visit)
{
    const QByteArray folder = joinPath(root, relative);
    std::vector<ListedEntry> entries;
    if (const unsigned long error = listFolder(folder, &entries))
        return Status::failure(windowsErrorMessage("cannot list", folder, error));
    for (const ListedEntry &listed : entries) {
        const QByteArray path = relative.isEmpty() ? listed.name : QByteArray(relative + '/' + listed.name);
        const TreeEntry::Type type = typeOf(listed.attributes);
        const qint64 bytes = type == TreeEntry::Type::RegularFile ? listed.bytes : 0;
        const qint64 allocated
            = type == TreeEntry::Type::RegularFile ? allocatedBytesOf(joinPath(root, path), bytes) : 0;
        if (Status status = visit(TreeEntry{path, type, bytes, allocated, clusterBytes, 0}); !status)
            return status;
        if (type != TreeEntry::Type::Directory)
            continue;
        // Seen as a folder when listed; if it became a link since, it is not entered.
        const DWORD now = GetFileAttributesW(windowsPath(joinPath(root, path)).c_str());
        if (now == INVALID_FILE_ATTRIBUTES || (now & FILE_ATTRIBUTE_REPARSE_POINT) || !(now & FILE_ATTRIBUTE_DIRECTORY))
            return Status::failure(QStringLiteral("cannot open %1: it is no longer a folder")
                                       .arg(shownPath(QFile::decodeName(joinPath(root, path)))));
        if (Status status = walkFolder(root, path, clusterBytes, visit); !status)
            return status;
    }
    return Status::ok();
}

} // namespace

Status walkTree(const QByteArray &root, const TreeVisitor &visit, Mounts)
{
    const DWORD attributes = GetFileAttributesW(windowsPath(root).c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES)
        return failure("cannot open folder", root);
    if (!(attributes & FILE_ATTRIBUTE_DIRECTORY) || (attributes & FILE_ATTRIBUTE_REPARSE_POINT)) {
        SetLastError(ERROR_DIRECTORY);
        return failure("cannot open folder", root);
    }
    if (Status status = visit(TreeEntry{QByteArray(), TreeEntry::Type::Directory, 0, 0, 0, 0}); !status)
        return status;
    return walkFolder(root, QByteArray(), clusterBytesOf(QFile::decodeName(root)), visit);
}

} // namespace cm
