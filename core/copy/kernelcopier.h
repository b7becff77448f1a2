#pragma once

#include "copy/copier.h"

namespace cm {

// Lets the kernel move the bytes: copy_file_range, or sendfile where the
// two filesystems differ (copy_file_range refuses most such pairs). No
// buffer in user space; what `cp` does on recent coreutils.
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

    qint64 m_chunkBytes; // per call, so that cancel and progress are seen between
};

} // namespace cm
