// SPDX-License-Identifier: GPL-3.0-or-later
#include "ntfscompression_windows.h"

#include "compression/compressionprobe_windows.h"
#include "compression/lznt1support.h"
#include "util/shownpath.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"
#include "fs/clustersize_windows.h"

#include <QCoreApplication>
#include <QFile>

#include <windows.h>

#include <winioctl.h>

namespace cm {
namespace {

// The context of the reasons a volume does or does not compress.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Compression)
};

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
// does not report FILE_FILE_COMPRESSION: its clusters (the allocation unit
// size, as Windows' Format dialog names them) when they are larger than NTFS
// compresses with, else only that the volume does not offer it.
QString whyNtfsDoesNotCompress(const QString &mountPoint)
{
    if (const qint64 clusterBytes = clusterBytesOf(mountPoint); clusterBytes > 4096)
        return Text::tr("the NTFS volume %1 has an allocation unit size of %2 KiB, and NTFS compresses only with "
                        "allocation units of 4 KiB or less")
            .arg(shownPath(mountPoint), QString::number(clusterBytes / 1024));
    return Text::tr("the NTFS volume %1 does not offer compression").arg(shownPath(mountPoint));
}

} // namespace

CompressionSupport NtfsCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    support.recognised = volume.filesystem == QLatin1String("NTFS");
    if (!support.recognised) {
        support.reason
            = Text::tr("%1 is not NTFS").arg(volume.filesystem.isEmpty() ? Text::tr("this volume") : volume.filesystem);
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
        Text::tr("NTFS does not store new files in %1 compressed").arg(shownPath(folder)));
}

Status NtfsCompression::disableForFolder(const QString &folder) const
{
    return setCompression(folder, COMPRESSION_FORMAT_NONE);
}

} // namespace cm
