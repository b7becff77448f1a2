#include "ntfscompression_windows.h"

#include "compression/lznt1support.h"
#include "fs/newfile.h"
#include "util/uniquehandle.h"
#include "util/windowserror.h"

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
        || !DeviceIoControl(handle.get(), FSCTL_SET_COMPRESSION, &format, sizeof format, nullptr, 0, &returned, nullptr))
        return Status::failure(windowsErrorMessage("cannot set the NTFS compression of", path, GetLastError()));
    return Status::ok();
}

// Writes 256 KiB of text into the folder and asks how much of it landed
// on the disk: compressed, it is a small fraction.
Status checkNewFilesAreCompressed(const QString &folder)
{
    constexpr qint64 ProbeBytes = 256 * 1024;
    const QByteArray path = QFile::encodeName(folder + QStringLiteral("/.compressmark-probe"));
    const QByteArray text = QByteArray("CompressMark checks that new files are compressed. ").repeated(6000).left(ProbeBytes);
    NewFile probe;
    Status status = NewFile::create(path, &probe);
    if (!status)
        return status;
    status = probe.write(text.constData(), text.size());
    if (status)
        status = probe.close();
    DWORD high = 0;
    const DWORD low = status ? GetCompressedFileSizeW(windowsPath(path).c_str(), &high) : INVALID_FILE_SIZE;
    const DWORD error = GetLastError();
    QFile::remove(QFile::decodeName(path));
    if (!status)
        return status;
    if (low == INVALID_FILE_SIZE && error != NO_ERROR)
        return Status::failure(windowsErrorMessage("cannot measure", path, error));
    if (((qint64(high) << 32) | low) >= ProbeBytes / 2)
        return Status::failure(QStringLiteral("NTFS does not store new files in %1 compressed").arg(folder));
    return Status::ok();
}

} // namespace

CompressionSupport NtfsCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    support.recognised = volume.filesystem == QLatin1String("NTFS");
    if (!support.recognised) {
        support.reason = QStringLiteral("%1 is not NTFS").arg(volume.filesystem.isEmpty() ? QStringLiteral("this volume")
                                                                                          : volume.filesystem);
        return support;
    }
    if (!volume.mountOptions.split(QLatin1Char(',')).contains(QLatin1String("compression"))) {
        support.reason = QStringLiteral("this NTFS volume does not offer compression (NTFS compresses only with "
                                        "clusters of 4 KiB or less)");
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
    return checkNewFilesAreCompressed(folder);
}

Status NtfsCompression::disableForFolder(const QString &folder) const
{
    return setCompression(folder, COMPRESSION_FORMAT_NONE);
}

} // namespace cm
