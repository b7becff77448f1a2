// NewFile and makeFolder on Linux.
#include "newfile.h"

#include "fs/filewriter.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {

Status NewFile::create(const QByteArray &path, NewFile *file)
{
    file->m_path = path;
    file->m_file = UniqueFd(::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!file->m_file.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot create"), QFile::decodeName(path)));
    return Status::ok();
}

Status NewFile::openNullDevice(NewFile *file)
{
    file->m_path = "/dev/null";
    file->m_file = UniqueFd(::open("/dev/null", O_WRONLY | O_CLOEXEC));
    if (!file->m_file.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QStringLiteral("/dev/null")));
    return Status::ok();
}

Status NewFile::write(const char *data, qint64 size)
{
    if (!writeAll(m_file.get(), data, size))
        return Status::failure(errnoMessage(QStringLiteral("cannot write"), QFile::decodeName(m_path)));
    return Status::ok();
}

Status NewFile::writeAt(const char *data, qint64 size, qint64 offset)
{
    for (qint64 written = 0; written < size;) {
        const ssize_t put = ::pwrite(m_file.get(), data + written, size_t(size - written), offset + written);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot write"), QFile::decodeName(m_path)));
        written += put;
    }
    return Status::ok();
}

Status NewFile::flush()
{
    if (::fdatasync(m_file.get()) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot write"), QFile::decodeName(m_path)));
    return Status::ok();
}

Status NewFile::close()
{
    if (!m_file.close())
        return Status::failure(errnoMessage(QStringLiteral("cannot write"), QFile::decodeName(m_path)));
    return Status::ok();
}

Status makeFolder(const QByteArray &path)
{
    if (::mkdir(path.constData(), 0755) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), QFile::decodeName(path)));
    return Status::ok();
}

} // namespace cm
