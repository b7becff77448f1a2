#include "filecopy.h"

#include "fs/filewriter.h"
#include "util/uniquefd.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

// O_DIRECT wants buffers (and sizes) aligned to the logical block size;
// 4 KiB covers every drive in use.
constexpr qint64 Alignment = 4096;

qint64 alignedUp(qint64 bytes)
{
    return (bytes + Alignment - 1) / Alignment * Alignment;
}

Status outOfMemory(size_t bytes)
{
    return Status::failure(QStringLiteral("out of memory for a copy buffer of %1 bytes").arg(bytes));
}

} // namespace

char *CopyBuffer::reserve(qint64 wantedBytes, qint64 blockBytes, size_t *bytes)
{
    // 50,000 files of 4 KiB need no full block; a tree of them never grows one.
    const qint64 largest = alignedUp(std::max(blockBytes, Alignment));
    const qint64 wanted = std::min(alignedUp(std::max(wantedBytes, Alignment)), largest);
    if (qint64(m_bytes) < wanted) {
        const size_t grown = size_t(std::min(std::max(wanted, 2 * qint64(m_bytes)), largest));
        m_buffer.reset();
        m_buffer.reset(static_cast<char *>(std::aligned_alloc(size_t(Alignment), grown)));
        m_bytes = m_buffer ? grown : 0;
        if (!m_buffer) {
            *bytes = grown;
            return nullptr;
        }
    }
    *bytes = size_t(std::min(qint64(m_bytes), largest)); // a buffer grown for a larger block reads no more than this one
    return m_buffer.get();
}

PartialCopy::~PartialCopy()
{
    if (!m_complete)
        ::unlink(m_path.constData());
}

Status copyFailure(const char *what, const QByteArray &path)
{
    return Status::failure(errnoMessage(QString::fromLatin1(what), QFile::decodeName(path)));
}

Status copyCancelled()
{
    return Status::failure(QStringLiteral("cancelled"));
}

Status copyFileRange(int sourceFd, int targetFd, qint64 offset, qint64 length, const FileCopyOptions &options,
                     CopyBuffer &copyBuffer, TransferCounters &counters, const Cancellation &cancel,
                     const QByteArray &from, const QByteArray &to)
{
    size_t bufferBytes = 0;
    char *const buffer = copyBuffer.reserve(length, options.blockBytes, &bufferBytes);
    if (!buffer)
        return outOfMemory(bufferBytes);
    for (qint64 done = 0; done < length;) {
        if (cancel.isRequested())
            return copyCancelled();
        // Rounded up for O_DIRECT; only the file's last piece is short, and there the end of the file stops the read.
        const qint64 wanted = (length - done + Alignment - 1) / Alignment * Alignment;
        const ssize_t got = ::pread(sourceFd, buffer, std::min<size_t>(bufferBytes, size_t(wanted)), offset + done);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return copyFailure("cannot read", from);
        }
        if (got == 0)
            break; // the file shrank: the copy is as long as what was there
        for (ssize_t written = 0; written < got;) {
            const ssize_t put = ::pwrite(targetFd, buffer + written, size_t(got - written), offset + done + written);
            if (put < 0 && errno == EINTR)
                continue;
            if (put <= 0)
                return copyFailure("cannot write", to);
            written += put;
        }
        done += got;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    return Status::ok();
}

Status copyTreeWith(const QByteArray &from, const QByteArray &to, const Cancellation &cancel,
                    const FileCopyFunction &copyFile)
{
    return walkTree(from, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return copyCancelled();
        const QByteArray target = joinPath(to, entry.relativePath);
        switch (entry.type) {
        case TreeEntry::Type::Directory:
            if (::mkdir(target.constData(), 0755) != 0)
                return copyFailure("cannot create folder", target);
            return Status::ok();
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

    UniqueFd source(::open(from.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (options.directReads ? O_DIRECT : 0)));
    if (!source.isValid())
        return copyFailure(options.directReads && errno == EINVAL ? "cannot open with O_DIRECT (the filesystem refuses it)"
                                                                  : "cannot open", from);
    UniqueFd target(::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!target.isValid())
        return copyFailure("cannot create", to);
    PartialCopy partial(to);
    // Whole files front to back: a larger read-ahead keeps the drive busy
    // while this thread writes the last block out.
    if (!options.directReads)
        ::posix_fadvise(source.get(), 0, 0, POSIX_FADV_SEQUENTIAL);
    for (;;) {
        if (cancel.isRequested())
            return copyCancelled();
        const ssize_t got = ::read(source.get(), buffer, bufferBytes);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return copyFailure("cannot read", from);
        }
        if (got == 0)
            break;
        if (!writeAll(target.get(), buffer, got))
            return copyFailure("cannot write", to);
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    if (!target.close())
        return copyFailure("cannot write", to);
    partial.complete();
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
