// SPDX-License-Identifier: GPL-3.0-or-later
#include "ntfscompression_windows.h"

#include "compression/compressionprobe_windows.h"
#include "compression/lznt1support.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"
#include "volume/clustersize_windows.h"

#include <QFile>

#include <windows.h>

#include <winioctl.h>

namespace cm {
namespace {

Status setCompression(const QString &folder, USHORT format)
{
    const QByteArray path = QFile::encodeName(folder);
    const UniqueHandle handle(CreateFileW(windowsPath(path).c_str(), GENERIC_READ | GENERIC_WRITE,
                                          FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                                          FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    DWORD returned = 0;
    if (!handle.isValid()
        || !DeviceIoControl(handle.get(), FSCTL_SET_COMPRESSION, &format, sizeof format, nullptr, 0, &returned,
                            nullptr))
        return Status::failure(windowsErrorMessage("cannot set the NTFS compression of", path, GetLastError()));
    return Status::ok();
}

// Why NTFS does not compress on the volume mounted at `mountPoint`, which
// does not report FILE_FILE_COMPRESSION: its clusters when they are larger
// than NTFS compresses with, else only what the volume reports.
QString whyNtfsDoesNotCompress(const QString &mountPoint)
{
    if (const qint64 clusterBytes = clusterBytesOf(mountPoint); clusterBytes > 4096)
        return QStringLiteral("this NTFS volume has clusters of %1 KiB, and NTFS compresses only with clusters of 4 "
                              "KiB or less")
            .arg(clusterBytes / 1024);
    return QStringLiteral("this NTFS volume does not offer compression (it does not report "
                          "FILE_FILE_COMPRESSION)");
}

} // namespace

CompressionSupport NtfsCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    support.recognised = volume.filesystem == QLatin1String("NTFS");
    if (!support.recognised) {
        support.reason = QStringLiteral("%1 is not NTFS")
                             .arg(volume.filesystem.isEmpty() ? QStringLiteral("this volume") : volume.filesystem);
        return support;
    }
    if (!volume.mountOptions.split(QLatin1Char(',')).contains(QLatin1String("compression"))) {
        support.reason = whyNtfsDoesNotCompress(volume.mountPoint);
        return support;
    }
    offerLznt1(&support);
    return support;
}

Status NtfsCompression::enableForFolder(const QString &folder, const QString &algorithm) const
{
    if (Status status = checkLznt1(algorithm); !status)
        return status;
    if (Status status = setCompression(folder, COMPRESSION_FORMAT_DEFAULT); !status)
        return status;
    return checkProbeIsStoredCompressed(
        folder, [](const QByteArray &) { return Status::ok(); },
        QStringLiteral("NTFS does not store new files in %1 compressed").arg(folder));
}

Status NtfsCompression::disableForFolder(const QString &folder) const
{
    return setCompression(folder, COMPRESSION_FORMAT_NONE);
}

} // namespace cm
