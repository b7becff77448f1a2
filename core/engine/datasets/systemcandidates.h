// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetmanifest.h"
#include "fs/treewalk.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>

namespace cm {

// One file the system data set may copy: where it is, where it goes below
// the data set's folder, its size and its place in the seed's order.
struct Candidate
{
    QByteArray source;
    QByteArray destination;
    qint64 bytes = 0;
    quint64 key = 0;
};

// Gathers the files below the system's folders that the system data set
// may copy, and lists in the manifest what it leaves out (too large,
// links, special files, what cannot be read). How a folder is read is each
// system's (systemcandidates_linux.cpp, _windows.cpp); what is kept is
// decided here.
class CandidateCollector
{
public:
    CandidateCollector(qint64 largest, const Cancellation &cancel, QList<Candidate> *candidates,
                       DataSetManifest *manifest)
        : m_largest(largest)
        , m_cancel(cancel)
        , m_candidates(candidates)
        , m_manifest(manifest)
    {
    }

    // Collects below `root` one top-level entry at a time, so that a folder
    // that cannot be read costs only that part of the sample.
    Status collect(const QByteArray &root);

    // The folders sampled by default: /usr/lib and /usr/share; Windows' WinSxS.
    static QList<QByteArray> defaultRoots();

private:
    void consider(const QByteArray &source, const QByteArray &destination, TreeEntry::Type type, qint64 bytes);
    // Goes through every entry of `child`, a folder, as `destination`.
    void collectFolder(const QByteArray &child, const QByteArray &destination);

    qint64 m_largest;
    const Cancellation &m_cancel;
    QList<Candidate> *m_candidates;
    DataSetManifest *m_manifest;
};

} // namespace cm
