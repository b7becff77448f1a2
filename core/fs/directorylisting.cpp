#include "directorylisting.h"

#include <QFile>

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
    names->clear();
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            names->push_back(name);
    }
    ::closedir(dir);
    std::sort(names->begin(), names->end());
    return Status::ok();
}

} // namespace cm
