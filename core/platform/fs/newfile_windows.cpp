// SPDX-License-Identifier: GPL-3.0-or-later
// NewFile and makeFolder on Windows.
#include "newfile.h"

#include "util/windowserror_windows.h"

#include <windows.h>

#include <algorithm>

namespace cm {
namespace {

Status failure(const char *what, const QByteArray &path)
{
    return Status::failure(windowsErrorMessage(what, path, GetLastError()));
}

} // namespace

Status NewFile::create(const QByteArray &path, NewFile *file, unsigned int)
{
    file->m_path = path;
    // Shared for deletion: a failed copy is removed while it is still open.
    file->m_file
        = UniqueHandle(CreateFileW(windowsPath(path).c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE,
                                   nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr));
    if (!file->m_file.isValid())
        return failure("cannot create", path);
    return Status::ok();
}

Status NewFile::openNullDevice(NewFile *file)
{
    file->m_path = "NUL";
    file->m_file = UniqueHandle(
        CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, 0, nullptr));
    if (!file->m_file.isValid())
        return failure("cannot open", file->m_path);
    return Status::ok();
}

Status NewFile::write(const char *data, qint64 size)
{
    while (size > 0) {
        const DWORD piece = DWORD(std::min<qint64>(size, qint64(1) << 30));
        DWORD written = 0;
        if (!WriteFile(m_file.get(), data, piece, &written, nullptr))
            return failure("cannot write", m_path);
        data += written;
        size -= written;
    }
    return Status::ok();
}

Status NewFile::writeAt(const char *data, qint64 size, qint64 offset)
{
    while (size > 0) {
        OVERLAPPED at{};
        at.Offset = DWORD(offset & 0xffffffff);
        at.OffsetHigh = DWORD(offset >> 32);
        const DWORD piece = DWORD(std::min<qint64>(size, qint64(1) << 30));
        DWORD written = 0;
        if (!WriteFile(m_file.get(), data, piece, &written, &at))
            return failure("cannot write", m_path);
        data += written;
        size -= written;
        offset += written;
    }
    return Status::ok();
}

Status NewFile::flush()
{
    if (!FlushFileBuffers(m_file.get()))
        return failure("cannot write", m_path);
    return Status::ok();
}

// NTFS allocates at WriteFile, so a full drive fails there; CloseHandle's
// own failure is still reported.
Status NewFile::close()
{
    if (!CloseHandle(m_file.release()))
        return failure("cannot write", m_path);
    return Status::ok();
}

Status makeFolder(const QByteArray &path, unsigned int)
{
    if (!CreateDirectoryW(windowsPath(path).c_str(), nullptr))
        return failure("cannot create folder", path);
    return Status::ok();
}

Status setOwnerAccess(const QByteArray &, unsigned int)
{
    return Status::ok();
}

Status removeFile(const QByteArray &path)
{
    if (!DeleteFileW(windowsPath(path).c_str()) && GetLastError() != ERROR_FILE_NOT_FOUND)
        return failure("cannot remove", path);
    return Status::ok();
}

} // namespace cm
