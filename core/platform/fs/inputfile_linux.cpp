// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfile.h"

#include "fs/boundedread.h"
#include "util/uniquefd.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

Status notRegular(const QString &path, mode_t mode)
{
    return Status::failure(Text::tr("%1 is %2, not a regular file").arg(path, fileKindName(mode)));
}

} // namespace

QString fileKindName(unsigned int mode)
{
    switch (mode & S_IFMT) {
    case S_IFDIR:
        return Text::tr("a folder");
    case S_IFIFO:
        return Text::tr("a named pipe (FIFO)");
    case S_IFCHR:
    case S_IFBLK:
        return Text::tr("a device");
    case S_IFSOCK:
        return Text::tr("a socket");
    case S_IFLNK:
        return Text::tr("a symbolic link");
    case S_IFREG:
        return Text::tr("a regular file");
    }
    return Text::tr("a special file");
}

Status readRegularFile(const QString &path, qint64 largestBytes, QByteArray *bytes)
{
    const QByteArray name = QFile::encodeName(path);
    // Looked at before it is opened: opening a device can do something (a
    // tape rewinds), opening a named pipe waits for a writer.
    struct stat before
    {
    };
    if (::stat(name.constData(), &before) != 0)
        return Status::failure(Text::tr("cannot open %1: %2").arg(path, systemError()));
    if (!S_ISREG(before.st_mode))
        return notRegular(path, before.st_mode);
    // Non-blocking, and looked at again once open: a pipe put in its place
    // meanwhile neither blocks the open nor gets read.
    UniqueFd fd(::open(name.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd.isValid())
        return Status::failure(Text::tr("cannot open %1: %2").arg(path, systemError()));
    struct stat opened
    {
    };
    if (::fstat(fd.get(), &opened) != 0)
        return Status::failure(Text::tr("cannot read %1: %2").arg(path, systemError()));
    if (!S_ISREG(opened.st_mode))
        return notRegular(path, opened.st_mode);
    const auto tooLarge = [&] {
        return Status::failure(Text::tr("%1 is larger than %2 bytes").arg(path, QString::number(largestBytes)));
    };
    if (opened.st_size > largestBytes)
        return tooLarge();

    // The size may not be the length: the file may grow while it is read,
    // or be one whose size says nothing (some in /proc and /sys).
    const auto readSome = [&fd](char *to, qint64 room) -> qint64 {
        for (;;) {
            const ssize_t got = ::read(fd.get(), to, size_t(room));
            if (got >= 0 || errno != EINTR)
                return got;
        }
    };
    switch (readBounded(opened.st_size, largestBytes, readSome, bytes)) {
    case BoundedRead::Done:
        break;
    case BoundedRead::TooLarge:
        return tooLarge();
    case BoundedRead::Failed:
        return Status::failure(Text::tr("cannot read %1: %2").arg(path, systemError()));
    }
    return Status::ok();
}

} // namespace cm
