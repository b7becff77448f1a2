// SPDX-License-Identifier: GPL-3.0-or-later
#include "readonlycopier.h"

#include "copy/filecopy.h"
#include "fs/filereader.h"
#include "fs/treewalk.h"

#include <cstring>
#include <memory>

namespace cm {
namespace {

// Fast enough not to matter next to a drive, and it touches every word.
quint64 mix(quint64 checksum, const char *data, qsizetype bytes)
{
    qsizetype i = 0;
    for (; i + 8 <= bytes; i += 8) {
        quint64 word;
        std::memcpy(&word, data + i, 8);
        checksum = (checksum ^ word) * 0x100000001B3ull;
    }
    for (; i < bytes; ++i)
        checksum = (checksum ^ quint8(data[i])) * 0x100000001B3ull;
    return checksum;
}

} // namespace

ReadOnlyCopier::ReadOnlyCopier(qint64 blockBytes)
    : m_blockBytes(blockBytes > 0 ? blockBytes : 1024 * 1024)
{
}

Status ReadOnlyCopier::copyTree(const QByteArray &from, const QByteArray &, TransferCounters &counters,
                                const Cancellation &cancel) const
{
    const std::unique_ptr<char[]> buffer(new char[size_t(m_blockBytes)]);
    quint64 checksum = 0xCBF29CE484222325ull;
    const Status status = walkTree(from, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return Status::cancelled();
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        return readFile(joinPath(from, entry.relativePath), buffer.get(), &checksum, counters, cancel);
    });
    m_checksum.store(checksum);
    return status;
}

Status ReadOnlyCopier::readFile(const QByteArray &path, char *buffer, quint64 *checksum, TransferCounters &counters,
                                const Cancellation &cancel) const
{
    FileReader source;
    if (Status status = FileReader::open(path, &source); !status)
        return status;
    for (qint64 offset = 0;;) {
        if (cancel.isRequested())
            return Status::cancelled();
        qint64 got = 0;
        if (Status status = source.readAt(buffer, m_blockBytes, offset, &got); !status)
            return status;
        if (got == 0)
            break;
        *checksum = mix(*checksum, buffer, got);
        offset += got;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
