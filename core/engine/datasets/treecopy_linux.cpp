// SPDX-License-Identifier: GPL-3.0-or-later
// Copying from a tree on Linux: lstat, open without following links or
// waiting on a FIFO, read(2).
#include "treecopy.h"

#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

constexpr qint64 CopyBlockBytes = 1024 * 1024;

// O_NONBLOCK: a FIFO put in place of a planned file must not hang the copy
// in open(); for a regular file it changes nothing.
int openForReading(const QByteArray &path)
{
    return openBelowHeld(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
}

} // namespace

QString specialEntryReason(const QByteArray &path)
{
    struct stat info
    {
    };
    if (::lstat(path.constData(), &info) != 0)
        return QStringLiteral("vanished: ") + QString::fromLocal8Bit(std::strerror(errno));
    if (S_ISLNK(info.st_mode))
        return QStringLiteral("symbolic link");
    if (S_ISFIFO(info.st_mode))
        return QStringLiteral("FIFO");
    if (S_ISSOCK(info.st_mode))
        return QStringLiteral("socket");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return QStringLiteral("device node");
    return QStringLiteral("special file");
}

QString unreadableReason(const QByteArray &path)
{
    UniqueFd fd(openForReading(path));
    if (!fd.isValid())
        return QStringLiteral("unreadable: ") + QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

Status copyFileInto(const QByteArray &source, qint64 bytes, FileSink &sink)
{
    const QString name = QFile::decodeName(source);
    UniqueFd fd(openForReading(source));
    if (!fd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), name));
    struct stat info
    {
    };
    if (::fstat(fd.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot inspect"), name));
    if (!S_ISREG(info.st_mode))
        return Status::failure(QStringLiteral("%1 is no longer a regular file").arg(name));

    QByteArray buffer(std::min(bytes, CopyBlockBytes), Qt::Uninitialized);
    qint64 copied = 0;
    while (copied < bytes) {
        const ssize_t got = ::read(fd.get(), buffer.data(), size_t(std::min<qint64>(buffer.size(), bytes - copied)));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot read"), name));
        if (got == 0)
            return Status::failure(QStringLiteral("%1 became shorter while it was copied").arg(name));
        if (Status status = sink.write(buffer.constData(), got); !status)
            return status;
        copied += got;
    }
    return Status::ok();
}

} // namespace cm
