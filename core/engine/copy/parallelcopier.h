// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "copy/filecopy.h"

namespace cm {

// N files in flight on a ThreadWeaver queue: what a drive can deliver
// when asked for many files at once (article 002's multi-threaded copy).
// Folders are made by the walking thread before any file inside them is
// queued; at most a few jobs per thread wait, so memory stays flat however
// many files the tree holds. A file of 64 MiB or more is copied in 8 MiB
// pieces by several threads at once.
class ParallelCopier : public Copier
{
public:
    static constexpr int DefaultThreads = 16;

    ParallelCopier(int threads, qint64 blockBytes, bool directReads = false);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Parallel); }
    int threads() const override { return m_threads; }
    qint64 blockBytes() const override { return m_options.blockBytes; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

private:
    int m_threads;
    FileCopyOptions m_options;
};

} // namespace cm
