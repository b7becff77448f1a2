// SPDX-License-Identifier: GPL-3.0-or-later
// NewFile and makeFolder on Linux.
#include "newfile.h"

#include "fs/filewriter_linux.h"
#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {

Status NewFile::create(const QByteArray &path, NewFile *file, unsigned int mode)
{
    file->m_path = path;
    file->m_file = UniqueFd(openBelowHeld(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode));
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

Status makeFolder(const QByteArray &path, unsigned int mode)
{
    if (!makeFolderBelowHeld(path, mode))
        return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), QFile::decodeName(path)));
    return Status::ok();
}

Status setOwnerAccess(const QByteArray &path, unsigned int ownerBits)
{
    const UniqueFd folder(openBelowHeld(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    struct stat info
    {
    };
    if (!folder.isValid() || ::fstat(folder.get(), &info) != 0
        || ::fchmod(folder.get(), (info.st_mode & 07077) | (ownerBits & 0700)) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot set the permissions of"), QFile::decodeName(path)));
    return Status::ok();
}

Status removeFile(const QByteArray &path)
{
    if (!removeBelowHeld(path, 0) && errno != ENOENT)
        return Status::failure(errnoMessage(QStringLiteral("cannot remove"), QFile::decodeName(path)));
    return Status::ok();
}

} // namespace cm
