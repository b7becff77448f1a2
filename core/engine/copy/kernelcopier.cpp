// SPDX-License-Identifier: GPL-3.0-or-later
#include "kernelcopier.h"

#include "copy/filecopy.h"

namespace cm {

KernelCopier::KernelCopier(qint64 chunkBytes)
    : m_chunkBytes(chunkBytes > 0 ? chunkBytes : 1024 * 1024)
{
}

Status KernelCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    return copyTreeWith(from, to, cancel, [&](const QByteArray &source, const QByteArray &target, const TreeEntry &) {
        return copyFile(source, target, counters, cancel);
    });
}

} // namespace cm
