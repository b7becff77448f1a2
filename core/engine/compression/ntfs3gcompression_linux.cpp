// SPDX-License-Identifier: GPL-3.0-or-later
#include "ntfs3gcompression_linux.h"

#include "compression/lznt1support.h"
#include "fs/filewriter_linux.h"
#include "fs/heldfolder.h"
#include "fs/saferemove.h"
#include "util/uniquefd.h"

#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace cm {
namespace {

constexpr const char *AttributeName = "system.ntfs_attrib_be";
constexpr quint32 CompressedAttribute = 0x800; // FILE_ATTRIBUTE_COMPRESSED
constexpr qint64 LargestCompressingCluster = 4096;

bool readAttributes(const QString &path, quint32 *attributes)
{
    uchar value[4] = {};
    const UniqueFd file(openBelowHeld(QFile::encodeName(path), O_RDONLY | O_NOFOLLOW));
    if (!file.isValid() || ::fgetxattr(file.get(), AttributeName, value, sizeof value) != sizeof value)
        return false;
    *attributes = qFromBigEndian<quint32>(value);
    return true;
}

Status changeAttributes(const QString &folder, quint32 set, quint32 clear)
{
    quint32 attributes = 0;
    if (!readAttributes(folder, &attributes))
        return Status::failure(errnoMessage(QStringLiteral("cannot read the NTFS attributes of"), folder));
    uchar value[4] = {};
    qToBigEndian<quint32>((attributes | set) & ~clear, value);
    const UniqueFd dir(openBelowHeld(QFile::encodeName(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    if (!dir.isValid() || ::fsetxattr(dir.get(), AttributeName, value, sizeof value, 0) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot set the NTFS attributes of"), folder));
    return Status::ok();
}

// Writes 256 KiB of text into the folder and asks how much of it landed
// on the disk: compressed, it is a small fraction.
Status checkNewFilesAreCompressed(const QString &folder)
{
    constexpr qint64 ProbeBytes = 256 * 1024;
    const QByteArray path = QFile::encodeName(folder + QStringLiteral("/.compressmark-probe"));
    const QByteArray text
        = QByteArray("CompressMark checks that new files are compressed. ").repeated(6000).left(ProbeBytes);
    UniqueFd fd(openBelowHeld(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644));
    if (!fd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot create"), QFile::decodeName(path)));
    const bool written = writeAll(fd.get(), text.constData(), text.size()) && fd.close();
    // Asked once the file is closed: ntfs-3g compresses what it writes back.
    const UniqueFd closed(written ? openBelowHeld(path, O_RDONLY | O_NOFOLLOW) : -1);
    struct stat info
    {
    };
    const bool measured = closed.isValid() && ::fstat(closed.get(), &info) == 0;
    removeBelowHeld(path, 0);
    if (!measured)
        return Status::failure(errnoMessage(QStringLiteral("cannot write a probe file in"), folder));
    if (qint64(info.st_blocks) * 512 >= ProbeBytes / 2)
        return Status::failure(QStringLiteral("ntfs-3g does not compress new files in %1; mount the volume with "
                                              "'ntfs-3g -o compression'")
                                   .arg(folder));
    return Status::ok();
}

// ntfs-3g mounted without compression (`-o nocompression`) still lets a
// folder carry the compressed attribute but creates plain files in it, and
// its mount table line looks the same either way: ask the filesystem. A
// folder of our own in `folder` gets the attribute, an empty file is made in
// it and its attributes read back; both go again at once. `compresses` is
// set only when the probe could tell.
Status probeNewFileCompression(const QString &folder, bool *compresses)
{
    QByteArray probe = QFile::encodeName(folder + QStringLiteral("/.compressmark-ntfs-probe-XXXXXX"));
    if (!::mkdtemp(probe.data()))
        return Status::failure(errnoMessage(QStringLiteral("cannot create a probe folder in"), folder));
    const QString probeFolder = QFile::decodeName(probe);
    const QByteArray file = probe + "/probe";
    // Held: the drive's folder may be one that others can write.
    HeldFolder held;
    Status status = holdNewFolder(probe, &held);
    if (status)
        status = changeAttributes(probeFolder, CompressedAttribute, 0);
    quint32 attributes = 0;
    if (status) {
        UniqueFd fd(openBelowHeld(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0644));
        if (!fd.isValid() || !fd.close())
            status = Status::failure(errnoMessage(QStringLiteral("cannot create"), QFile::decodeName(file)));
        else if (!readAttributes(probeFolder + QStringLiteral("/probe"), &attributes))
            status = Status::failure(
                errnoMessage(QStringLiteral("cannot read the NTFS attributes of"), QFile::decodeName(file)));
    }
    const Status removed = removeTreeNoFollow(probe);
    if (status && !removed)
        status = removed;
    if (status)
        *compresses = (attributes & CompressedAttribute) != 0;
    return status;
}

} // namespace

CompressionSupport Ntfs3gCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    support.recognised = volume.filesystem == QLatin1String("ntfs3");
    if (support.recognised) {
        support.reason = QStringLiteral("the kernel's ntfs3 driver does not write compressed files; mount the volume "
                                        "with ntfs-3g -o compression");
        return support;
    }
    quint32 attributes = 0;
    if (!volume.filesystem.startsWith(QLatin1String("fuse")) || !readAttributes(volume.mountPoint, &attributes)) {
        support.reason = QStringLiteral("%1 is not NTFS mounted through ntfs-3g").arg(volume.filesystem);
        return support;
    }
    support.recognised = true;
    struct statfs info
    {
    };
    if (::statfs(QFile::encodeName(volume.mountPoint).constData(), &info) == 0
        && qint64(info.f_bsize) > LargestCompressingCluster) {
        support.reason = QStringLiteral("the NTFS volume at %1 has %2 KiB clusters; NTFS compresses only with "
                                        "clusters of 4 KiB or less")
                             .arg(volume.mountPoint, QString::number(qint64(info.f_bsize) / 1024));
        return support;
    }
    const QFileInfo path(volume.path.isEmpty() ? volume.mountPoint : volume.path);
    bool compresses = false;
    if (const Status probed = probeNewFileCompression(path.isDir() ? path.filePath() : path.path(), &compresses);
        !probed) {
        support.reason = QStringLiteral("cannot tell whether ntfs-3g compresses new files on %1: %2")
                             .arg(volume.mountPoint, probed.message());
        return support;
    }
    if (!compresses) {
        support.reason = QStringLiteral("ntfs-3g on %1 is mounted without compression and writes new files plain; "
                                        "remount it with 'ntfs-3g -o compression %2 %1'")
                             .arg(volume.mountPoint, volume.device);
        return support;
    }
    offerLznt1(&support);
    return support;
}

Status Ntfs3gCompression::enableForFolder(const QString &folder, const QString &algorithm) const
{
    if (Status status = checkLznt1(algorithm); !status)
        return status;
    if (Status status = changeAttributes(folder, CompressedAttribute, 0); !status)
        return status;
    return checkNewFilesAreCompressed(folder);
}

Status Ntfs3gCompression::disableForFolder(const QString &folder) const
{
    return changeAttributes(folder, 0, CompressedAttribute);
}

} // namespace cm
