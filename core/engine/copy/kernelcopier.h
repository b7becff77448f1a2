// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"

namespace cm {

// Lets the system move the bytes, with no buffer in user space. Linux:
// copy_file_range, or sendfile where the two filesystems differ
// (copy_file_range refuses most such pairs), what `cp` does on recent
// coreutils. Windows: CopyFileEx, what Explorer's copy does.
class KernelCopier : public Copier
{
public:
    explicit KernelCopier(qint64 chunkBytes);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Kernel); }
    int threads() const override { return 1; }
    qint64 blockBytes() const override { return m_chunkBytes; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

private:
    Status copyFile(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const;

    qint64 m_chunkBytes; // Linux: per call, so that cancel and progress are seen between
};

} // namespace cm
