// SPDX-License-Identifier: GPL-3.0-or-later
#include "directorylisting_linux.h"

#include <QFile>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>

namespace cm {

Status listDirectory(int dirFd, const QByteArray &path, std::vector<QByteArray> *names)
{
    // fdopendir takes over the descriptor it is given: give it a copy.
    const int duplicate = ::fcntl(dirFd, F_DUPFD_CLOEXEC, 0);
    DIR *dir = duplicate >= 0 ? ::fdopendir(duplicate) : nullptr;
    if (!dir) {
        const Status failure = Status::failure(errnoMessage(QStringLiteral("cannot list"), QFile::decodeName(path)));
        if (duplicate >= 0)
            ::close(duplicate);
        return failure;
    }
    // The copy shares its position with `dirFd`: a listing made through it
    // before left that at the end.
    ::rewinddir(dir);
    names->clear();
    // readdir says "no more" and "failed" alike; only errno tells them apart.
    // A listing that failed must not pass for an empty or shorter folder.
    errno = 0;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            names->push_back(name);
        errno = 0;
    }
    if (errno != 0) {
        const Status failure = Status::failure(errnoMessage(QStringLiteral("cannot list"), QFile::decodeName(path)));
        ::closedir(dir);
        return failure;
    }
    ::closedir(dir);
    std::sort(names->begin(), names->end());
    return Status::ok();
}

} // namespace cm
