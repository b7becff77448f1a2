// SPDX-License-Identifier: GPL-3.0-or-later
// The volume holding a path on Windows: its root (a drive letter or a
// folder a volume is mounted on), filesystem and flags
// (GetVolumeInformation), sizes (GetDiskFreeSpaceEx), drive type, and the
// drive's facts (drivefacts_windows.cpp).
#include "volumeinfo.h"

#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"
#include "volume/drivefacts_windows.h"

#include <QDir>

#include <windows.h>

#include <array>

namespace cm {
namespace {

// The root of the volume holding `path`: "C:\", or a mounted folder's path.
QString volumeRootOf(const QString &path)
{
    std::array<wchar_t, MAX_PATH + 1> root{};
    if (!GetVolumePathNameW(windowsPlainPath(path).c_str(), root.data(), DWORD(root.size())))
        return {};
    return QString::fromWCharArray(root.data());
}

// The NT name of the device behind a drive letter: \Device\HarddiskVolume3,
// \Device\ImDisk0; the volume's GUID path for a volume mounted on a folder.
QString deviceOf(const QString &root)
{
    std::array<wchar_t, 1024> name{};
    if (root.size() == 3 && root.at(1) == QLatin1Char(':')) {
        const std::wstring letter = root.left(2).toStdWString();
        if (QueryDosDeviceW(letter.c_str(), name.data(), DWORD(name.size())))
            return QString::fromWCharArray(name.data());
    }
    if (GetVolumeNameForVolumeMountPointW(root.toStdWString().c_str(), name.data(), DWORD(name.size())))
        return QString::fromWCharArray(name.data());
    return {};
}

// The volume's flags that matter here, as words in mountOptions.
QString flagWords(DWORD flags)
{
    QStringList words;
    if (flags & FILE_READ_ONLY_VOLUME)
        words << QStringLiteral("ro");
    if (flags & FILE_FILE_COMPRESSION)
        words << QStringLiteral("compression");
    if (flags & FILE_SUPPORTS_SPARSE_FILES)
        words << QStringLiteral("sparse");
    return words.join(QLatin1Char(','));
}

} // namespace

VolumeInfo probeVolume(const QString &path)
{
    VolumeInfo volume;
    volume.path = QDir::toNativeSeparators(QDir(path).absolutePath());
    const QString root = volumeRootOf(volume.path);
    if (root.isEmpty()) {
        volume.notes << QStringLiteral("%1 is not on a volume that can be read (%2)")
                            .arg(volume.path, windowsErrorText(GetLastError()));
        return volume;
    }
    volume.mountPoint = root;
    volume.device = deviceOf(root);
    const std::wstring wideRoot = root.toStdWString();
    std::array<wchar_t, MAX_PATH + 1> label{};
    std::array<wchar_t, MAX_PATH + 1> filesystem{};
    DWORD flags = 0;
    if (GetVolumeInformationW(wideRoot.c_str(), label.data(), DWORD(label.size()), nullptr, nullptr, &flags,
                              filesystem.data(), DWORD(filesystem.size()))) {
        volume.label = QString::fromWCharArray(label.data());
        volume.filesystem = QString::fromWCharArray(filesystem.data());
        volume.mountOptions = flagWords(flags);
        volume.readOnly = flags & FILE_READ_ONLY_VOLUME;
    } else {
        volume.notes << QStringLiteral("filesystem: %1").arg(windowsErrorText(GetLastError()));
    }
    ULARGE_INTEGER available{}, total{};
    if (GetDiskFreeSpaceExW(wideRoot.c_str(), &available, &total, nullptr)) {
        volume.totalBytes = qint64(total.QuadPart);
        volume.freeBytes = qint64(available.QuadPart);
    } else {
        volume.notes << QStringLiteral("sizes: %1").arg(windowsErrorText(GetLastError()));
    }
    const UINT type = GetDriveTypeW(wideRoot.c_str());
    volume.network = type == DRIVE_REMOTE;
    volume.ramBacked = type == DRIVE_RAMDISK;
    if (!volume.network)
        readDriveFacts(root, &volume);
    return volume;
}

bool isRamBacked(const QString &path)
{
    const VolumeInfo volume = probeVolume(path);
    return volume.ramBacked && !volume.readOnly;
}

bool onSameVolume(const QString &a, const QString &b)
{
    const auto serialOf = [](const QString &path) -> std::optional<DWORD> {
        // FILE_FLAG_BACKUP_SEMANTICS opens folders too.
        const UniqueHandle file(CreateFileW(windowsPath(path).c_str(), 0,
                                            FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                            OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr));
        BY_HANDLE_FILE_INFORMATION info{};
        if (!file.isValid() || !GetFileInformationByHandle(file.get(), &info))
            return std::nullopt;
        return info.dwVolumeSerialNumber;
    };
    const std::optional<DWORD> first = serialOf(a);
    return first && first == serialOf(b);
}

QList<VolumeInfo> ramBackedVolumes()
{
    std::array<wchar_t, 512> drives{};
    const DWORD length = GetLogicalDriveStringsW(DWORD(drives.size()), drives.data());
    QList<VolumeInfo> volumes;
    for (const QString &root :
         QString::fromWCharArray(drives.data(), int(length)).split(QChar(0), Qt::SkipEmptyParts)) {
        const UINT type = GetDriveTypeW(root.toStdWString().c_str());
        if (type != DRIVE_FIXED && type != DRIVE_REMOVABLE && type != DRIVE_RAMDISK)
            continue; // network, optical and absent drives are never RAM disks
        VolumeInfo volume = probeVolume(root);
        if (volume.ramBacked && !volume.readOnly)
            volumes.append(volume);
    }
    return volumes;
}

} // namespace cm
