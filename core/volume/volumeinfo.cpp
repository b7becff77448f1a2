#include "volumeinfo.h"

#include "volume/mounttable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>

namespace cm {
namespace {

std::optional<QString> readSysText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.readAll()).trimmed();
}

// /sys/block/<disk> for the device holding `path`, the whole disk rather
// than a partition; empty when there is none.
QString sysDiskFolder(const QString &path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    const QString link = QStringLiteral("/sys/dev/block/%1:%2").arg(major(info.st_dev)).arg(minor(info.st_dev));
    QString folder = QFileInfo(link).canonicalFilePath();
    if (folder.isEmpty())
        return {};
    if (QFileInfo::exists(folder + QStringLiteral("/partition")))
        folder = QFileInfo(folder).path();
    return folder;
}

void readDriveFacts(VolumeInfo &volume)
{
    const QString disk = sysDiskFolder(volume.path);
    if (disk.isEmpty()) {
        volume.notes << QStringLiteral("model, rotational: no block device behind this filesystem");
        return;
    }
    volume.model = readSysText(disk + QStringLiteral("/device/model"));
    if (!volume.model || volume.model->isEmpty()) {
        volume.model.reset();
        volume.notes << QStringLiteral("model: the device does not report one");
    }
    if (const auto rotational = readSysText(disk + QStringLiteral("/queue/rotational")))
        volume.rotational = (*rotational == QLatin1String("1"));
    else
        volume.notes << QStringLiteral("rotational: not reported by the kernel");
}

} // namespace

bool isRamBacked(const QString &path)
{
    struct statfs info {};
    if (::statfs(QFile::encodeName(path).constData(), &info) != 0)
        return false;
    return info.f_type == TMPFS_MAGIC || info.f_type == RAMFS_MAGIC;
}

bool onSameVolume(const QString &a, const QString &b)
{
    struct stat first {}, second {};
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
    volume.ramBacked = isRamBacked(volume.path);
    readDriveFacts(volume);
    return volume;
}

QList<VolumeInfo> ramBackedVolumes()
{
    const QList<MountEntry> table = readMountTable();
    QList<VolumeInfo> volumes;
    QStringList seen;
    for (const MountEntry &entry : table) {
        if (seen.contains(entry.mountPoint) || !isRamBacked(entry.mountPoint))
            continue;
        if (::access(QFile::encodeName(entry.mountPoint).constData(), W_OK | X_OK) != 0)
            continue;
        VolumeInfo volume = probeVolume(entry.mountPoint, table);
        if (volume.readOnly || volume.mountPoint != entry.mountPoint)
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
