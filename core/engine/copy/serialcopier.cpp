// SPDX-License-Identifier: GPL-3.0-or-later
#include "serialcopier.h"

#include <algorithm>

namespace cm {

SerialCopier::SerialCopier(qint64 blockBytes, bool directReads)
    : m_options{blockBytes > 0 ? blockBytes : 1024 * 1024, directReads}
{
}

Status SerialCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    CopyBuffer buffer; // one for the whole tree, not one per file
    FileCopyOptions options = m_options;
    return copyTreeWith(from, to, cancel,
                        [&](const QByteArray &source, const QByteArray &target, const TreeEntry &entry) {
                            if (!options.directReads)
                                options.blockBytes = std::max(CpBufferBytes, entry.preferredIoBytes);
                            return copyFileContents(source, target, entry.bytes, options, buffer, counters, cancel);
                        });
}

} // namespace cm
