// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"

namespace cm {

// Reads every file into memory and throws it away: the drive's side alone,
// no writes to the target at all. A checksum over every byte keeps the
// reading real (nothing can skip data nobody looks at).
class ReadOnlyCopier : public Copier
{
public:
    explicit ReadOnlyCopier(qint64 blockBytes);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::ReadOnly); }
    int threads() const override { return 1; }
    qint64 blockBytes() const override { return m_blockBytes; }
    bool writesCopy() const override { return false; }

    // `to` is not created.
    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

    // The checksum of everything the last copyTree read.
    quint64 lastChecksum() const { return m_checksum.load(); }

private:
    Status readFile(const QByteArray &path, char *buffer, quint64 *checksum, TransferCounters &counters,
                    const Cancellation &cancel) const;

    qint64 m_blockBytes;
    mutable std::atomic<quint64> m_checksum{0};
};

} // namespace cm
