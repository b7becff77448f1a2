// SPDX-License-Identifier: GPL-3.0-or-later
// The system data set's candidates: what is kept, on both systems.
#include "systemcandidates.h"

#include "datasets/treecopy.h"
#include "util/units.h"

#include <QFile>

namespace cm {

void CandidateCollector::consider(const QByteArray &source, const QByteArray &destination, TreeEntry::Type type,
                                  qint64 bytes)
{
    switch (type) {
    case TreeEntry::Type::Directory:
        return;
    case TreeEntry::Type::RegularFile:
        if (bytes > m_largest)
            m_manifest->noteSkipped(QFile::decodeName(source),
                                    QStringLiteral("larger than %1 MiB").arg(m_largest / MiB));
        else if (bytes > 0) // an empty file adds nothing to copy
            m_candidates->append(Candidate{source, destination, bytes, 0});
        return;
    case TreeEntry::Type::Other:
        m_manifest->noteSkipped(QFile::decodeName(source), specialEntryReason(source));
        return;
    }
}

void CandidateCollector::collectFolder(const QByteArray &child, const QByteArray &destination)
{
    const Status walked = walkTree(child, [&](const TreeEntry &entry) {
        if (m_cancel.isRequested())
            return Status::cancelled();
        consider(joinPath(child, entry.relativePath), joinPath(destination, entry.relativePath), entry.type,
                 entry.bytes);
        return Status::ok();
    });
    if (!walked && !m_cancel.isRequested())
        m_manifest->noteSkipped(QFile::decodeName(child), walked.message());
}

} // namespace cm
