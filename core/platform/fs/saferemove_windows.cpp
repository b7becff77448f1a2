// SPDX-License-Identifier: GPL-3.0-or-later
// removeTreeNoFollow() on Windows. A reparse point that is a link (a
// symbolic link, a junction) is removed itself, never stepped through; a
// folder another volume is mounted on stops the removal and is named, as a
// mount does on Linux; a read-only file is made writable to be removed.
#include "saferemove.h"

#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

#include <array>

namespace cm {
namespace {

Status failure(const char *what, const std::wstring &path)
{
    const DWORD error = GetLastError();
    return Status::failure(
        QStringLiteral("%1 %2: %3").arg(QLatin1String(what), QString::fromStdWString(path), windowsErrorText(error)));
}

// A folder with another volume mounted on it (its reparse point names a
// volume), unlike a junction to a folder.
bool isVolumeMountPoint(const std::wstring &folder)
{
    std::array<wchar_t, 64> volume{};
    return GetVolumeNameForVolumeMountPointW((folder + L'\\').c_str(), volume.data(), DWORD(volume.size()));
}

Status removeEntry(const std::wstring &path);

// Removes what `folder` holds; `last`, when named, after everything else.
Status emptyFolder(const std::wstring &folder, const std::wstring &last = {})
{
    WIN32_FIND_DATAW entry{};
    HANDLE search = FindFirstFileExW((folder + L"\\*").c_str(), FindExInfoBasic, &entry, FindExSearchNameMatch, nullptr,
                                     FIND_FIRST_EX_LARGE_FETCH);
    if (search == INVALID_HANDLE_VALUE)
        return GetLastError() == ERROR_FILE_NOT_FOUND ? Status::ok() : failure("cannot list", folder);
    Status status = Status::ok();
    do {
        const std::wstring name = entry.cFileName;
        if (name == L"." || name == L".." || name == last)
            continue;
        status = removeEntry(folder + L'\\' + name);
    } while (status && FindNextFileW(search, &entry));
    if (status && GetLastError() != ERROR_NO_MORE_FILES)
        status = failure("cannot list", folder);
    FindClose(search);
    if (status && !last.empty())
        status = removeEntry(folder + L'\\' + last);
    return status;
}

Status removeEntry(const std::wstring &path)
{
    const DWORD attributes = GetFileAttributesW(path.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) {
        const DWORD error = GetLastError();
        return error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND ? Status::ok()
                                                                              : failure("cannot inspect", path);
    }
    if (attributes & FILE_ATTRIBUTE_READONLY)
        SetFileAttributesW(path.c_str(), attributes & ~DWORD(FILE_ATTRIBUTE_READONLY));
    const bool link = attributes & FILE_ATTRIBUTE_REPARSE_POINT;
    if (!(attributes & FILE_ATTRIBUTE_DIRECTORY))
        return DeleteFileW(path.c_str()) ? Status::ok() : failure("cannot remove", path); // a file link: the link
    if (link && isVolumeMountPoint(path))
        return Status::failure(
            QStringLiteral("%1 is a mount point; it is left as it is").arg(QString::fromStdWString(path)));
    if (!link) {
        if (Status status = emptyFolder(path); !status)
            return status;
    }
    return RemoveDirectoryW(path.c_str()) ? Status::ok() : failure("cannot remove", path);
}

} // namespace

Status removeTreeNoFollow(const QByteArray &path)
{
    return removeEntry(windowsPath(path));
}

Status removeFolderWithLast(const QByteArray &path, const QByteArray &last)
{
    const std::wstring folder = windowsPath(path);
    const DWORD attributes = GetFileAttributesW(folder.c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES)
        return failure("cannot inspect", folder);
    if (!(attributes & FILE_ATTRIBUTE_DIRECTORY) || (attributes & FILE_ATTRIBUTE_REPARSE_POINT))
        return Status::failure(
            QStringLiteral("refusing to remove %1: it is not a folder").arg(QFile::decodeName(path)));
    if (Status status = emptyFolder(folder, windowsPath(last)); !status)
        return status;
    return RemoveDirectoryW(folder.c_str()) ? Status::ok() : failure("cannot remove", folder);
}

} // namespace cm
