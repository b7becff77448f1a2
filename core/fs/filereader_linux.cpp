// FileReader on Linux: open(O_NOFOLLOW) and pread(2).
#include "filereader.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace cm {

Status FileReader::open(const QByteArray &path, FileReader *reader)
{
    reader->m_path = path;
    reader->m_file = UniqueFd(::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
    if (!reader->m_file.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(path)));
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
