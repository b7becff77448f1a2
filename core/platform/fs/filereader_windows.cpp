// SPDX-License-Identifier: GPL-3.0-or-later
// FileReader on Windows: the name is opened as a reparse point itself and
// refused when that is a link (a name surrogate: symbolic link, junction);
// a file that is a reparse point of another kind (WOF-compressed,
// deduplicated) is opened again to read its data. ReadFile at an offset.
#include "filereader.h"

#include "util/windowserror_windows.h"

#include <windows.h>

#include <algorithm>

namespace cm {
namespace {

Status failure(const char *what, const QByteArray &path, DWORD error)
{
    return Status::failure(windowsErrorMessage(what, path, error));
}

UniqueHandle openForReading(const std::wstring &name, DWORD flags)
{
    return UniqueHandle(CreateFileW(name.c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                    nullptr, OPEN_EXISTING, flags, nullptr));
}

} // namespace

Status FileReader::open(const QByteArray &path, FileReader *reader, Mode mode)
{
    reader->m_path = path;
    const std::wstring name = windowsPath(path);
    const DWORD flags = mode == Mode::Direct ? FILE_FLAG_NO_BUFFERING
        : mode == Mode::Sequential           ? FILE_FLAG_SEQUENTIAL_SCAN
                                             : 0;
    UniqueHandle file = openForReading(name, FILE_FLAG_OPEN_REPARSE_POINT | flags);
    if (!file.isValid())
        return failure("cannot open", path, GetLastError());
    FILE_ATTRIBUTE_TAG_INFO tag{};
    if (!GetFileInformationByHandleEx(file.get(), FileAttributeTagInfo, &tag, sizeof tag))
        return failure("cannot open", path, GetLastError());
    if (tag.FileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) {
        if (IsReparseTagNameSurrogate(tag.ReparseTag))
            return failure("cannot open", path, ERROR_CANT_ACCESS_FILE); // a link is never followed
        file = openForReading(name, flags);
        if (!file.isValid())
            return failure("cannot open", path, GetLastError());
    }
    reader->m_file = std::move(file);
    return Status::ok();
}

Status FileReader::readAt(char *to, qint64 size, qint64 offset, qint64 *got)
{
    *got = 0;
    while (*got < size) {
        OVERLAPPED at{};
        const qint64 position = offset + *got;
        at.Offset = DWORD(position & 0xffffffff);
        at.OffsetHigh = DWORD(position >> 32);
        DWORD read = 0;
        const DWORD piece = DWORD(std::min<qint64>(size - *got, qint64(1) << 30));
        if (!ReadFile(m_file.get(), to + *got, piece, &read, &at)) {
            if (GetLastError() == ERROR_HANDLE_EOF)
                break;
            return failure("cannot read", m_path, GetLastError());
        }
        if (read == 0)
            break;
        *got += read;
    }
    return Status::ok();
}

} // namespace cm

namespace cm {

Status FileReader::size(qint64 *bytes) const
{
    LARGE_INTEGER length{};
    if (!GetFileSizeEx(m_file.get(), &length))
        return failure("cannot inspect", m_path, GetLastError());
    *bytes = length.QuadPart;
    return Status::ok();
}

} // namespace cm
