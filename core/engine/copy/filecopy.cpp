// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecopy.h"

#include <QtGlobal>

#include <algorithm>
#include <memory>

namespace cm {
namespace {

// Direct reads want buffers, offsets and sizes aligned to the logical
// block size; 4 KiB covers every drive in use.
constexpr qint64 Alignment = 4096;

qint64 alignedUp(qint64 bytes)
{
    return (bytes + Alignment - 1) / Alignment * Alignment;
}

Status outOfMemory(size_t bytes)
{
    return Status::failure(QStringLiteral("out of memory for a copy buffer of %1 bytes").arg(bytes));
}

FileReader::Mode readMode(const FileCopyOptions &options)
{
    // Whole files front to back: a larger read-ahead keeps the drive busy
    // while this thread writes the last block out.
    return options.directReads ? FileReader::Mode::Direct : FileReader::Mode::Sequential;
}

} // namespace

void CopyBuffer::Free::operator()(char *buffer) const
{
    qFreeAligned(buffer);
}

char *CopyBuffer::reserve(qint64 wantedBytes, qint64 blockBytes, size_t *bytes)
{
    // 50,000 files of 4 KiB need no full block; a tree of them never grows one.
    const qint64 largest = alignedUp(std::max(blockBytes, Alignment));
    const qint64 wanted = std::min(alignedUp(std::max(wantedBytes, Alignment)), largest);
    if (qint64(m_bytes) < wanted) {
        const size_t grown = size_t(std::min(std::max(wanted, 2 * qint64(m_bytes)), largest));
        m_buffer.reset();
        m_buffer.reset(static_cast<char *>(qMallocAligned(grown, size_t(Alignment))));
        m_bytes = m_buffer ? grown : 0;
        if (!m_buffer) {
            *bytes = grown;
            return nullptr;
        }
    }
    *bytes
        = size_t(std::min(qint64(m_bytes), largest)); // a buffer grown for a larger block reads no more than this one
    return m_buffer.get();
}

PartialCopy::~PartialCopy()
{
    if (!m_complete)
        static_cast<void>(removeFile(m_path)); // a copy that failed: its own failure is the one said
}

Status openCopyFiles(const QByteArray &from, const QByteArray &to, const FileCopyOptions &options, FileReader *source,
                     NewFile *target)
{
    if (Status status = FileReader::open(from, source, readMode(options)); !status)
        return status;
    return NewFile::create(to, target);
}

Status copyFileRange(FileReader &source, NewFile &target, qint64 offset, qint64 length, const FileCopyOptions &options,
                     CopyBuffer &copyBuffer, TransferCounters &counters, const Cancellation &cancel)
{
    size_t bufferBytes = 0;
    char *const buffer = copyBuffer.reserve(length, options.blockBytes, &bufferBytes);
    if (!buffer)
        return outOfMemory(bufferBytes);
    for (qint64 done = 0; done < length;) {
        if (cancel.isRequested())
            return Status::cancelled();
        // Rounded up for direct reads; only the file's last piece is short, and there the end of the file stops the read.
        const qint64 wanted = std::min(qint64(bufferBytes), alignedUp(length - done));
        qint64 got = 0;
        if (Status status = source.readAt(buffer, wanted, offset + done, &got); !status)
            return status;
        if (got == 0)
            break; // the file shrank: the copy is as long as what was there
        if (Status status = target.writeAt(buffer, got, offset + done); !status)
            return status;
        done += got;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
        if (got < wanted)
            break;
    }
    return Status::ok();
}

Status copyTreeWith(const QByteArray &from, const QByteArray &to, const Cancellation &cancel,
                    const FileCopyFunction &copyFile)
{
    return walkTree(from, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return Status::cancelled();
        const QByteArray target = joinPath(to, entry.relativePath);
        switch (entry.type) {
        case TreeEntry::Type::Directory:
            return makeFolder(target);
        case TreeEntry::Type::RegularFile:
            return copyFile(joinPath(from, entry.relativePath), target, entry);
        case TreeEntry::Type::Other:
            break;
        }
        return Status::ok();
    });
}

Status copyFileContents(const QByteArray &from, const QByteArray &to, qint64 fileBytes, const FileCopyOptions &options,
                        CopyBuffer &copyBuffer, TransferCounters &counters, const Cancellation &cancel)
{
    size_t bufferBytes = 0;
    char *const buffer = copyBuffer.reserve(fileBytes, options.blockBytes, &bufferBytes);
    if (!buffer)
        return outOfMemory(bufferBytes);
    FileReader source;
    NewFile target;
    if (Status status = openCopyFiles(from, to, options, &source, &target); !status)
        return status;
    PartialCopy partial(to);
    for (qint64 offset = 0;;) {
        if (cancel.isRequested())
            return Status::cancelled();
        qint64 got = 0;
        if (Status status = source.readAt(buffer, qint64(bufferBytes), offset, &got); !status)
            return status;
        if (got == 0)
            break;
        if (Status status = target.write(buffer, got); !status)
            return status;
        offset += got;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
        if (got < qint64(bufferBytes))
            break; // the end of the file: a direct read there would start unaligned
    }
    if (Status status = target.close(); !status)
        return status;
    partial.complete();
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
