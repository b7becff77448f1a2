// SPDX-License-Identifier: GPL-3.0-or-later
// removeTreeNoFollow() on Windows. A reparse point that is a link (a
// symbolic link, a junction) is removed itself, never stepped through; a
// folder another volume is mounted on stops the removal and is named, as a
// mount does on Linux; a read-only file is made writable to be removed.
#include "saferemove.h"

#include "util/shownpath.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

#include <winioctl.h>

#include <cstring>
#include <vector>

namespace cm {
namespace {

Status failure(const char *what, const std::wstring &path)
{
    const DWORD error = GetLastError();
    return Status::failure(
        QStringLiteral("%1 %2: %3").arg(QLatin1String(what), fromWindowsPath(path), windowsErrorText(error)));
}

// The start of a reparse point's data as FSCTL_GET_REPARSE_POINT gives it
// for IO_REPARSE_TAG_MOUNT_POINT (REPARSE_DATA_BUFFER, which is in the
// driver kit's headers only); the names follow it.
struct MountPointReparseHeader
{
    ULONG tag;
    USHORT dataLength;
    USHORT reserved;
    USHORT substituteNameOffset; // bytes, from the end of this header
    USHORT substituteNameLength; // bytes
    USHORT printNameOffset;
    USHORT printNameLength;
};

// Refuses a folder with another volume mounted on it, unlike a junction to
// a folder: both are IO_REPARSE_TAG_MOUNT_POINT, a volume's names its target
// "\??\Volume{GUID}\". Read from the reparse point itself, at any depth; one
// that cannot be read is refused too, so removal never steps off the volume.
Status checkNotVolumeMountPoint(const std::wstring &folder)
{
    const UniqueHandle link(CreateFileW(folder.c_str(), FILE_READ_ATTRIBUTES,
                                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                        FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    std::vector<char> data(MAXIMUM_REPARSE_DATA_BUFFER_SIZE);
    DWORD returned = 0;
    if (!link.isValid()
        || !DeviceIoControl(link.get(), FSCTL_GET_REPARSE_POINT, nullptr, 0, data.data(), DWORD(data.size()), &returned,
                            nullptr))
        return Status::failure(QStringLiteral("%1 is a link that cannot be read (%2); it is left as it is")
                                   .arg(fromWindowsPath(folder), windowsErrorText(GetLastError())));
    MountPointReparseHeader header{};
    if (returned < sizeof header)
        return Status::failure(
            QStringLiteral("%1 is a link that cannot be read; it is left as it is").arg(fromWindowsPath(folder)));
    std::memcpy(&header, data.data(), sizeof header);
    if (header.tag != IO_REPARSE_TAG_MOUNT_POINT)
        return Status::ok(); // a symbolic link, or another kind of reparse point
    const size_t end = sizeof header + header.substituteNameOffset + header.substituteNameLength;
    std::wstring target(header.substituteNameLength / sizeof(wchar_t), L'\0');
    if (end <= returned)
        std::memcpy(target.data(), data.data() + sizeof header + header.substituteNameOffset,
                    target.size() * sizeof(wchar_t));
    if (end > returned || target.starts_with(L"\\??\\Volume{"))
        return Status::failure(QStringLiteral("%1 is a mount point; it is left as it is").arg(fromWindowsPath(folder)));
    return Status::ok();
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
    // A link goes itself, what it leads to stays; a folder is emptied first.
    if (Status status = link ? checkNotVolumeMountPoint(path) : emptyFolder(path); !status)
        return status;
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
            QStringLiteral("refusing to remove %1: it is not a folder").arg(shownPath(QFile::decodeName(path))));
    if (Status status = emptyFolder(folder, windowsPath(last)); !status)
        return status;
    return RemoveDirectoryW(folder.c_str()) ? Status::ok() : failure("cannot remove", folder);
}

} // namespace cm
