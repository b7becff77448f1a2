// SPDX-License-Identifier: GPL-3.0-or-later
// FileId on Windows: the entry itself opened (a reparse point is not
// followed) and asked for its volume and index.
#include "fileid.h"

#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <windows.h>

namespace cm {

std::optional<FileId> fileIdAt(const QString &path)
{
    const UniqueHandle file(CreateFileW(windowsPath(path).c_str(), 0,
                                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                        FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    BY_HANDLE_FILE_INFORMATION info{};
    if (!file.isValid() || !GetFileInformationByHandle(file.get(), &info))
        return std::nullopt;
    return FileId{info.dwVolumeSerialNumber, (quint64(info.nFileIndexHigh) << 32) | info.nFileIndexLow};
}

bool pathIsTaken(const QString &path)
{
    if (GetFileAttributesW(windowsPath(path).c_str()) != INVALID_FILE_ATTRIBUTES)
        return true;
    const DWORD error = GetLastError();
    return error != ERROR_FILE_NOT_FOUND && error != ERROR_PATH_NOT_FOUND;
}

} // namespace cm
