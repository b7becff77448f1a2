#include "serialcopier.h"

#include "fs/filewriter.h"
#include "fs/treewalk.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <memory>

namespace cm {
namespace {

// O_DIRECT wants buffers (and sizes) aligned to the logical block size;
// 4 KiB covers every drive in use.
constexpr qint64 DirectAlignment = 4096;

struct FreeAligned
{
    void operator()(char *buffer) const { std::free(buffer); }
};

Status cancelled()
{
    return Status::failure(QStringLiteral("cancelled"));
}

Status ioFailure(const char *what, const QByteArray &path)
{
    return Status::failure(errnoMessage(QString::fromLatin1(what), QFile::decodeName(path)));
}

} // namespace

SerialCopier::SerialCopier(qint64 blockBytes, bool directReads)
    : m_blockBytes(blockBytes > 0 ? (blockBytes + DirectAlignment - 1) / DirectAlignment * DirectAlignment : 1024 * 1024)
    , m_directReads(directReads)
{
}

Status SerialCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    const std::unique_ptr<char, FreeAligned> buffer(
        static_cast<char *>(std::aligned_alloc(size_t(DirectAlignment), size_t(m_blockBytes))));
    if (!buffer)
        return Status::failure(QStringLiteral("out of memory for a copy buffer of %1 bytes").arg(m_blockBytes));
    return walkTree(from, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return cancelled();
        const QByteArray target = joinPath(to, entry.relativePath);
        switch (entry.type) {
        case TreeEntry::Type::Directory:
            if (::mkdir(target.constData(), 0755) != 0)
                return ioFailure("cannot create folder", target);
            return Status::ok();
        case TreeEntry::Type::RegularFile:
            return copyFile(joinPath(from, entry.relativePath), target, buffer.get(), counters, cancel);
        case TreeEntry::Type::Other:
            break;
        }
        return Status::ok(); // links and special files are not data
    });
}

Status SerialCopier::copyFile(const QByteArray &from, const QByteArray &to, char *buffer,
                              TransferCounters &counters, const Cancellation &cancel) const
{
    UniqueFd source(::open(from.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (m_directReads ? O_DIRECT : 0)));
    if (!source.isValid())
        return ioFailure(m_directReads && errno == EINVAL ? "cannot open with O_DIRECT (the filesystem refuses it)"
                                                          : "cannot open", from);
    UniqueFd target(::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!target.isValid())
        return ioFailure("cannot create", to);
    for (;;) {
        if (cancel.isRequested())
            return cancelled();
        const ssize_t got = ::read(source.get(), buffer, size_t(m_blockBytes));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return ioFailure("cannot read", from);
        }
        if (got == 0)
            break;
        if (!writeAll(target.get(), buffer, got))
            return ioFailure("cannot write", to);
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    if (!target.close())
        return ioFailure("cannot write", to);
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
