// SPDX-License-Identifier: GPL-3.0-or-later
// The volume holding a path on Linux: its mount (the mount table), sizes
// (statvfs through QStorageInfo), and the block device's facts from /sys.
#include "volumeinfo.h"

#include "volume/blockdevice_linux.h"
#include "fs/mounttable.h"
#include "volume/mountuse.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

namespace cm {
namespace {

// Filesystems whose data comes over a network: the network is measured too.
bool isNetworkFilesystem(const QString &type)
{
    static const QStringList types{QStringLiteral("nfs"),        QStringLiteral("nfs4"),
                                   QStringLiteral("cifs"),       QStringLiteral("smb3"),
                                   QStringLiteral("smbfs"),      QStringLiteral("9p"),
                                   QStringLiteral("ceph"),       QStringLiteral("afs"),
                                   QStringLiteral("glusterfs"),  QStringLiteral("lustre"),
                                   QStringLiteral("ncpfs"),      QStringLiteral("davfs"),
                                   QStringLiteral("fuse.sshfs"), QStringLiteral("fuse.rclone"),
                                   QStringLiteral("fuse.s3fs")};
    return types.contains(type);
}

std::optional<int> readSysNumber(const QString &path)
{
    bool ok = false;
    const int value = readSysText(path).value_or(QString()).toInt(&ok);
    return ok && value > 0 ? std::optional<int>(value) : std::nullopt;
}

// The serial is in different places for different buses; some need root.
std::optional<QString> readSerial(const QString &disk)
{
    for (const char *name : {"serial", "device/serial", "device/wwid"}) {
        if (auto serial = readSysText(disk + QLatin1Char('/') + QLatin1String(name)); serial && !serial->isEmpty())
            return serial;
    }
    return std::nullopt;
}

void readDriveFacts(VolumeInfo &volume, const MountEntry &mount)
{
    QString whyNot;
    const std::optional<BlockDevice> device = blockDeviceOf(volume.path, &mount, &whyNot);
    if (!device) {
        volume.notes << QStringLiteral("device facts: %1").arg(whyNot);
        return;
    }
    const QString &disk = device->diskFolder;
    volume.blockDevice = device->name;
    volume.loopBackingFile = device->loopBackingFile;
    volume.model = readSysText(disk + QStringLiteral("/device/model"));
    if (!volume.model || volume.model->isEmpty()) {
        volume.model.reset();
        volume.notes << (device->loopBackingFile ? QStringLiteral("model: a loop device has none; see loopBackingFile")
                                                 : QStringLiteral("model: the device does not report one"));
    }
    volume.serial = readSerial(disk);
    if (!volume.serial)
        volume.notes << QStringLiteral("serial: the device does not report one, or only to root");
    if (const auto rotational = readSysText(disk + QStringLiteral("/queue/rotational")))
        volume.rotational = (*rotational == QLatin1String("1"));
    else
        volume.notes << QStringLiteral("rotational: not reported by the kernel");
    volume.logicalSectorBytes = readSysNumber(disk + QStringLiteral("/queue/logical_block_size"));
    volume.physicalSectorBytes = readSysNumber(disk + QStringLiteral("/queue/physical_block_size"));
    if (!volume.logicalSectorBytes || !volume.physicalSectorBytes)
        volume.notes << QStringLiteral("sector sizes: not reported by the kernel");
}

} // namespace

bool isRamBacked(const QString &path)
{
    return mountUseOf(path) == MountUse::RamDisk;
}

bool onSameVolume(const QString &a, const QString &b)
{
    struct stat first
    {
    }, second{};
    return ::stat(QFile::encodeName(a).constData(), &first) == 0
        && ::stat(QFile::encodeName(b).constData(), &second) == 0 && first.st_dev == second.st_dev;
}

VolumeInfo probeVolume(const QString &path)
{
    return probeVolume(path, readMountTable());
}

VolumeInfo probeVolume(const QString &path, const QList<MountEntry> &table)
{
    VolumeInfo volume;
    volume.path = QDir(path).absolutePath();
    const MountEntry *mount = mountOf(table, volume.path);
    const QStorageInfo storage(volume.path);
    if (!mount || !storage.isValid()) {
        volume.notes << QStringLiteral("%1 is not on a mounted volume that can be read").arg(volume.path);
        return volume;
    }
    volume.mountPoint = mount->mountPoint;
    volume.device = mount->source;
    volume.filesystem = mount->filesystem;
    volume.mountOptions = mount->options;
    volume.totalBytes = storage.bytesTotal();
    volume.freeBytes = storage.bytesAvailable();
    volume.readOnly = storage.isReadOnly();
    volume.ramBacked = mountUseOf(volume.path, table) == MountUse::RamDisk;
    volume.network = isNetworkFilesystem(volume.filesystem);
    readDriveFacts(volume, *mount);
    return volume;
}

QList<VolumeInfo> ramBackedVolumes()
{
    const QList<MountEntry> table = readMountTable();
    QList<VolumeInfo> volumes;
    QStringList seen;
    for (const MountEntry &entry : table) {
        if (seen.contains(entry.mountPoint) || mountUse(entry) != MountUse::RamDisk)
            continue;
        if (::access(QFile::encodeName(entry.mountPoint).constData(), W_OK | X_OK) != 0)
            continue;
        VolumeInfo volume = probeVolume(entry.mountPoint, table);
        if (!volume.ramBacked || volume.readOnly || volume.mountPoint != entry.mountPoint)
            continue; // mounted over, or not writable
        seen.append(entry.mountPoint);
        volumes.append(volume);
    }
    const auto rank = [](const VolumeInfo &v) {
        return v.mountPoint == QLatin1String("/dev/shm") ? 0 : v.mountPoint == QLatin1String("/run/shm") ? 1 : 2;
    };
    std::stable_sort(volumes.begin(), volumes.end(),
                     [&](const VolumeInfo &a, const VolumeInfo &b) { return rank(a) < rank(b); });
    return volumes;
}

} // namespace cm
