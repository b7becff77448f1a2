// SPDX-License-Identifier: GPL-3.0-or-later
#include "filewriter_linux.h"

#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace cm {

bool writeAll(int fd, const char *data, qint64 size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size_t(size));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        size -= written;
    }
    return true;
}

Status writeNewFile(const QByteArray &path, const QByteArray &data)
{
    const QString name = QFile::decodeName(path);
    UniqueFd fd(openBelowHeld(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644));
    if (!fd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot create"), name));
    if (!writeAll(fd.get(), data.constData(), data.size()) || !fd.close()) {
        const Status failure = Status::failure(errnoMessage(QStringLiteral("cannot write"), name));
        removeBelowHeld(path, 0);
        return failure;
    }
    return Status::ok();
}

} // namespace cm
