// SPDX-License-Identifier: GPL-3.0-or-later
// syncFilesystemOf on Windows: the volume's buffers flushed as an
// administrator, else those of every file below the folder.
#include "syncfilesystem.h"

#include "fs/treewalk.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

namespace cm {
namespace {

// \\.\C: for a folder on C:\, or an empty name for a volume without a
// drive letter.
std::wstring volumeDevice(const QString &path)
{
    wchar_t root[MAX_PATH + 1] = {};
    if (!GetVolumePathNameW(windowsPlainPath(path).c_str(), root, MAX_PATH))
        return {};
    std::wstring device(root);
    if (device.size() != 3 || device[1] != L':')
        return {};
    return L"\\\\.\\" + device.substr(0, 2);
}

bool flushVolume(const QString &path)
{
    const std::wstring device = volumeDevice(path);
    if (device.empty())
        return false;
    UniqueHandle volume(CreateFileW(device.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                    OPEN_EXISTING, 0, nullptr));
    return volume.isValid() && FlushFileBuffers(volume.get());
}

Status flushFiles(const QString &folder)
{
    const QByteArray root = QFile::encodeName(folder);
    return walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        const QByteArray path = joinPath(root, entry.relativePath);
        UniqueHandle file(CreateFileW(windowsPath(path).c_str(), GENERIC_WRITE,
                                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                      FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
        if (!file.isValid() || !FlushFileBuffers(file.get()))
            return Status::failure(windowsErrorMessage("cannot flush", path, GetLastError()));
        return Status::ok();
    });
}

} // namespace

Status syncFilesystemOf(const QString &path)
{
    if (flushVolume(path))
        return Status::ok();
    return flushFiles(path);
}

} // namespace cm
