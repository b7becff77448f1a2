// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QList>
#include <QString>

namespace cm {

struct BlockDevice;
struct MountEntry;

// Bytes the block device under a path really transferred. Linux:
// /sys/dev/block/MAJ:MIN/stat (sectors are 512 bytes there, whatever the
// device's own sector size). Windows: IOCTL_DISK_PERFORMANCE on the
// physical drive holding the volume.
class DeviceCounters
{
public:
    struct Sample
    {
        qint64 bytesRead = 0;
        qint64 bytesWritten = 0;
    };

    // Finds the device holding `path` (for a loop image, the loop device).
    // A FUSE filesystem has no device of its own: behind an image file,
    // directly or through a loop device, the device holding that file is
    // counted. When there is none (a network or virtual filesystem)
    // isAvailable() is false and unavailableReason() says why.
    explicit DeviceCounters(const QString &path);

    bool isAvailable() const { return !m_source.isEmpty(); }
    const QString &unavailableReason() const { return m_unavailableReason; }
    const QString &deviceName() const { return m_deviceName; }
    // The device counted and, when it is not the one the filesystem is
    // mounted from, why it stands in: "vda (holds /img/ntfs.img, the image
    // behind the FUSE mount at /mnt)". Empty when unavailable.
    const QString &countedOn() const { return m_countedOn; }

    Status read(Sample *sample) const;

private:
    bool countBehindFuse(const QList<MountEntry> &table, const MountEntry &mount, const QString &path);
    void use(const BlockDevice &device, const QString &why);

    QString m_source; // what is read: the device's stat file, or \\.\PhysicalDriveN
    QString m_deviceName;
    QString m_countedOn;
    QString m_unavailableReason;
};

} // namespace cm
