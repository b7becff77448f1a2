// SPDX-License-Identifier: GPL-3.0-or-later
// KernelCopier on Linux: copy_file_range(2), else sendfile(2).
#include "kernelcopier.h"

#include "copy/filecopy.h"
#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/sendfile.h>
#include <unistd.h>

namespace cm {
namespace {

// copy_file_range says "not between these two" in several ways.
bool needsSendfile(int error)
{
    return error == EXDEV || error == EINVAL || error == EOPNOTSUPP || error == ENOSYS;
}

Status copyFailure(const char *what, const QByteArray &path)
{
    return Status::failure(errnoMessage(QString::fromLatin1(what), QFile::decodeName(path)));
}

} // namespace

Status KernelCopier::copyFile(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    UniqueFd source(openBelowHeld(from, O_RDONLY | O_NOFOLLOW));
    if (!source.isValid())
        return copyFailure("cannot open", from);
    UniqueFd target(openBelowHeld(to, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644));
    if (!target.isValid())
        return copyFailure("cannot create", to);
    PartialCopy partial(to);
    bool useSendfile = false;
    for (;;) {
        if (cancel.isRequested())
            return Status::cancelled();
        ssize_t moved = useSendfile
            ? ::sendfile(target.get(), source.get(), nullptr, size_t(m_chunkBytes))
            : ::copy_file_range(source.get(), nullptr, target.get(), nullptr, size_t(m_chunkBytes), 0);
        if (moved < 0 && !useSendfile && needsSendfile(errno)) {
            useSendfile = true;
            continue;
        }
        if (moved < 0) {
            if (errno == EINTR)
                continue;
            return copyFailure("cannot copy", from);
        }
        if (moved == 0)
            break;
        counters.bytes.fetch_add(moved, std::memory_order_relaxed);
    }
    if (!target.close())
        return copyFailure("cannot write", to);
    partial.complete();
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
