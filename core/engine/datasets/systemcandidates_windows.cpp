// SPDX-License-Identifier: GPL-3.0-or-later
// The system data set's folders on Windows: WinSxS, the folder the
// articles copied, read with FindFirstFileEx; below each file keeps its
// path without the drive ("Windows/WinSxS/...").
#include "systemcandidates.h"

#include "datasets/filesetwriter.h"
#include "fs/folderlisting_windows.h"
#include "util/windowserror_windows.h"

#include <QDir>
#include <QFile>

#include <windows.h>

#include <vector>

namespace cm {
QList<QByteArray> CandidateCollector::defaultRoots()
{
    const QString windows = qEnvironmentVariable("SystemRoot", QStringLiteral("C:\\Windows"));
    return {QFile::encodeName(QDir::fromNativeSeparators(windows) + QStringLiteral("/WinSxS"))};
}

Status CandidateCollector::collect(const QByteArray &root)
{
    // "C:/Windows/WinSxS" goes below the data set as "Windows/WinSxS".
    QByteArray prefix = root;
    if (prefix.size() >= 2 && prefix.at(1) == ':')
        prefix = prefix.mid(2);
    while (prefix.startsWith('/'))
        prefix = prefix.mid(1);
    std::vector<ListedEntry> entries;
    if (const unsigned long error = listFolder(root, &entries)) {
        m_manifest->noteSkipped(QFile::decodeName(root), QStringLiteral("unreadable: ") + windowsErrorText(error));
        return Status::ok();
    }
    for (const ListedEntry &entry : entries) {
        if (m_cancel.isRequested())
            return Status::cancelled();
        const QByteArray child = joinPath(root, entry.name);
        const QByteArray destination = joinPath(prefix, entry.name);
        const bool link = entry.attributes & FILE_ATTRIBUTE_REPARSE_POINT;
        if (link || !(entry.attributes & FILE_ATTRIBUTE_DIRECTORY)) {
            consider(child, destination, link ? TreeEntry::Type::Other : TreeEntry::Type::RegularFile, entry.bytes);
            continue;
        }
        collectFolder(child, destination);
        if (m_cancel.isRequested())
            return Status::cancelled();
    }
    return Status::ok();
}

} // namespace cm
