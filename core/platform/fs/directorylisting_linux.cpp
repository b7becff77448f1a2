// SPDX-License-Identifier: GPL-3.0-or-later
#include "directorylisting_linux.h"

#include <QFile>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>

namespace cm {

Status listDirectoryEntries(int dirFd, const QByteArray &path, std::vector<DirectoryEntry> *entries)
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
    entries->clear();
    // readdir says "no more" and "failed" alike; only errno tells them apart.
    // A listing that failed must not pass for an empty or shorter folder.
    errno = 0;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            entries->push_back(DirectoryEntry{name, entry->d_type, quint64(entry->d_ino)});
        errno = 0;
    }
    if (errno != 0) {
        const Status failure = Status::failure(errnoMessage(QStringLiteral("cannot list"), QFile::decodeName(path)));
        ::closedir(dir);
        return failure;
    }
    ::closedir(dir);
    std::sort(entries->begin(), entries->end(),
              [](const DirectoryEntry &a, const DirectoryEntry &b) { return a.name < b.name; });
    return Status::ok();
}

Status listDirectory(int dirFd, const QByteArray &path, std::vector<QByteArray> *names)
{
    std::vector<DirectoryEntry> entries;
    if (Status status = listDirectoryEntries(dirFd, path, &entries); !status)
        return status;
    names->clear();
    names->reserve(entries.size());
    for (DirectoryEntry &entry : entries)
        names->push_back(std::move(entry.name));
    return Status::ok();
}

} // namespace cm
