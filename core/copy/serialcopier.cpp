#include "serialcopier.h"

namespace cm {

SerialCopier::SerialCopier(qint64 blockBytes, bool directReads)
    : m_options{blockBytes > 0 ? blockBytes : 1024 * 1024, directReads}
{
}

Status SerialCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    return copyTreeWith(from, to, cancel, [&](const QByteArray &source, const QByteArray &target, const TreeEntry &entry) {
        return copyFileContents(source, target, entry.bytes, m_options, counters, cancel);
    });
}

} // namespace cm
