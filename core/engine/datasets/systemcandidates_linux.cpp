// SPDX-License-Identifier: GPL-3.0-or-later
// The system data set's folders on Linux, read with open, listDirectory and
// lstat; below each file keeps its path without the leading '/'.
#include "systemcandidates.h"

#include "datasets/filesetwriter.h"
#include "fs/directorylisting_linux.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <vector>

namespace cm {
namespace {

QString unreadable()
{
    return QStringLiteral("unreadable: ") + QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

QList<QByteArray> CandidateCollector::defaultRoots()
{
    return {QByteArrayLiteral("/usr/lib"), QByteArrayLiteral("/usr/share")};
}

Status CandidateCollector::collect(const QByteArray &root)
{
    const QByteArray prefix = root.startsWith('/') ? root.mid(1) : root;
    UniqueFd rootFd(::open(root.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    std::vector<QByteArray> names;
    if (!rootFd.isValid()) {
        m_manifest->noteSkipped(QFile::decodeName(root), unreadable());
        return Status::ok();
    }
    if (Status listed = listDirectory(rootFd.get(), root, &names); !listed) {
        m_manifest->noteSkipped(QFile::decodeName(root), listed.message());
        return Status::ok();
    }
    for (const QByteArray &name : names) {
        if (m_cancel.isRequested())
            return Status::cancelled();
        const QByteArray child = joinPath(root, name);
        const QByteArray destination = joinPath(prefix, name);
        struct stat info
        {
        };
        if (::lstat(child.constData(), &info) != 0) {
            m_manifest->noteSkipped(QFile::decodeName(child), unreadable());
            continue;
        }
        if (!S_ISDIR(info.st_mode)) {
            consider(child, destination, S_ISREG(info.st_mode) ? TreeEntry::Type::RegularFile : TreeEntry::Type::Other,
                     qint64(info.st_size));
            continue;
        }
        collectFolder(child, destination);
        if (m_cancel.isRequested())
            return Status::cancelled();
    }
    return Status::ok();
}

} // namespace cm
