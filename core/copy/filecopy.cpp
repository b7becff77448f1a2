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

struct FreeAligned
{
    void operator()(char *buffer) const { std::free(buffer); }
};

} // namespace

Status copyFailure(const char *what, const QByteArray &path)
{
    return Status::failure(errnoMessage(QString::fromLatin1(what), QFile::decodeName(path)));
}

Status copyCancelled()
{
    return Status::failure(QStringLiteral("cancelled"));
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
                        TransferCounters &counters, const Cancellation &cancel)
{
    // A small file gets a small buffer: 50,000 files of 4 KiB should not
    // each allocate a full block.
    const qint64 wanted = std::clamp(fileBytes, Alignment, std::max(options.blockBytes, Alignment));
    const size_t bufferBytes = size_t((wanted + Alignment - 1) / Alignment * Alignment);
    const std::unique_ptr<char, FreeAligned> buffer(static_cast<char *>(std::aligned_alloc(size_t(Alignment), bufferBytes)));
    if (!buffer)
        return Status::failure(QStringLiteral("out of memory for a copy buffer of %1 bytes").arg(bufferBytes));

    UniqueFd source(::open(from.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (options.directReads ? O_DIRECT : 0)));
    if (!source.isValid())
        return copyFailure(options.directReads && errno == EINVAL ? "cannot open with O_DIRECT (the filesystem refuses it)"
                                                                  : "cannot open", from);
    UniqueFd target(::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!target.isValid())
        return copyFailure("cannot create", to);
    for (;;) {
        if (cancel.isRequested())
            return copyCancelled();
        const ssize_t got = ::read(source.get(), buffer.get(), bufferBytes);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return copyFailure("cannot read", from);
        }
        if (got == 0)
            break;
        if (!writeAll(target.get(), buffer.get(), got))
            return copyFailure("cannot write", to);
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    if (!target.close())
        return copyFailure("cannot write", to);
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
