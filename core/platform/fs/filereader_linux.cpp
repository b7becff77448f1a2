// SPDX-License-Identifier: GPL-3.0-or-later
// FileReader on Linux: open(O_NOFOLLOW), posix_fadvise or O_DIRECT, pread(2).
#include "filereader.h"
#include "fs/heldfolder.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {

Status FileReader::open(const QByteArray &path, FileReader *reader, Mode mode)
{
    reader->m_path = path;
    reader->m_file = UniqueFd(openBelowHeld(path, O_RDONLY | O_NOFOLLOW | (mode == Mode::Direct ? O_DIRECT : 0)));
    if (!reader->m_file.isValid()) {
        const bool refusedDirect = mode == Mode::Direct && errno == EINVAL;
        return Status::failure(
            errnoMessage(refusedDirect ? QStringLiteral("cannot open with O_DIRECT (the filesystem refuses it)")
                                       : QStringLiteral("cannot open"),
                         QFile::decodeName(path)));
    }
    if (mode == Mode::Sequential)
        ::posix_fadvise(reader->m_file.get(), 0, 0, POSIX_FADV_SEQUENTIAL);
    return Status::ok();
}

Status FileReader::size(qint64 *bytes) const
{
    struct stat info
    {
    };
    if (::fstat(m_file.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot inspect"), QFile::decodeName(m_path)));
    *bytes = qint64(info.st_size);
    return Status::ok();
}

Status FileReader::readAt(char *to, qint64 size, qint64 offset, qint64 *got)
{
    *got = 0;
    while (*got < size) {
        const ssize_t read = ::pread(m_file.get(), to + *got, size_t(size - *got), offset + *got);
        if (read < 0 && errno == EINTR)
            continue;
        if (read < 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot read"), QFile::decodeName(m_path)));
        if (read == 0)
            break;
        *got += read;
    }
    return Status::ok();
}

} // namespace cm
