// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/copierchoice.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QString>

#include <atomic>

namespace cm {

// What a copy has moved so far; written by the copier, read by whoever
// reports progress, lock-free so that reporting costs the copier nothing.
struct TransferCounters
{
    std::atomic<qint64> bytes{0};
    std::atomic<qint64> files{0};

    void reset()
    {
        bytes.store(0, std::memory_order_relaxed);
        files.store(0, std::memory_order_relaxed);
    }
};

// Copies a tree of folders and regular files, the way a user's copier
// would; the copier shapes the result (article 002), so it is a choice.
class Copier
{
public:
    virtual ~Copier() = default;

    virtual QString name() const = 0;
    virtual int threads() const = 0;
    virtual qint64 blockBytes() const = 0;
    // False for a copier that only reads: there is no copy to verify or remove.
    virtual bool writesCopy() const { return true; }
    // False for a copier that counts only when it is done: its counts say
    // nothing about the pace of the copy.
    virtual bool countsAsItCopies() const { return true; }

    // Copies `from` into the new folder `to`. Stops between blocks when
    // `cancel` is requested and returns a failure saying so.
    virtual Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                            const Cancellation &cancel) const = 0;
};

} // namespace cm
