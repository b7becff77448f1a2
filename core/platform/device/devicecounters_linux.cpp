// SPDX-License-Identifier: GPL-3.0-or-later
// DeviceCounters on Linux: the block device's stat file in /sys.
#include "devicecounters.h"

#include "volume/blockdevice_linux.h"
#include "fs/mounttable.h"

#include <QFile>

#include <sys/stat.h>

namespace cm {

DeviceCounters::DeviceCounters(const QString &path)
{
    const QList<MountEntry> table = readMountTable();
    const MountEntry *mount = mountOf(table, path);
    if (mount && mount->filesystem.startsWith(QLatin1String("fuse")) && countBehindFuse(table, *mount, path))
        return;
    const std::optional<BlockDevice> device = blockDeviceOf(path, mount, &m_unavailableReason);
    if (device)
        use(*device, QString());
}

// A FUSE filesystem (ntfs-3g, fuse2fs, ...) is a process reading its source
// like any file: the mount has no block device (st_dev 0:N), or only the
// loop device the process opened. What the drive did shows on the device
// holding the image file. Returns false to count as for any other mount:
// on the loop device, on a real device (ntfs-3g on /dev/sdb1), or nowhere.
bool DeviceCounters::countBehindFuse(const QList<MountEntry> &table, const MountEntry &mount, const QString &path)
{
    struct stat info
    {
    };
    if (!mount.source.startsWith(QLatin1Char('/')) || ::stat(QFile::encodeName(mount.source).constData(), &info) != 0)
        return false;
    QString image;
    if (S_ISREG(info.st_mode)) {
        image = mount.source;
    } else if (S_ISBLK(info.st_mode)) {
        QString whyNot;
        const std::optional<BlockDevice> loop = blockDeviceOf(path, &mount, &whyNot);
        if (!loop || !loop->loopBackingFile)
            return false;
        image = *loop->loopBackingFile;
    } else {
        return false;
    }
    QString whyNot;
    const std::optional<BlockDevice> holder = blockDeviceOf(image, mountOf(table, image), &whyNot);
    if (!holder) {
        if (S_ISBLK(info.st_mode))
            return false; // the loop device's counters are still what the filesystem read
        m_unavailableReason = QStringLiteral("no block device holds %1, the image behind the FUSE mount at %2: %3")
                                  .arg(image, mount.mountPoint, whyNot);
        return true;
    }
    use(*holder, QStringLiteral("holds %1, the image behind the FUSE mount at %2").arg(image, mount.mountPoint));
    return true;
}

void DeviceCounters::use(const BlockDevice &device, const QString &why)
{
    m_source = device.statPath();
    m_deviceName = device.name;
    m_countedOn = why.isEmpty() ? device.name : QStringLiteral("%1 (%2)").arg(device.name, why);
    m_unavailableReason.clear();
}

Status DeviceCounters::read(Sample *sample) const
{
    QFile file(m_source);
    if (m_source.isEmpty() || !file.open(QIODevice::ReadOnly))
        return Status::failure(QStringLiteral("cannot read device counters: %1")
                                   .arg(m_source.isEmpty() ? m_unavailableReason : file.errorString()));
    // Fields: reads, merged, sectors read, ms, writes, merged, sectors written, ...
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    bool readOk = false, writeOk = false;
    if (fields.size() >= 7) {
        sample->bytesRead = fields[2].toLongLong(&readOk) * 512;
        sample->bytesWritten = fields[6].toLongLong(&writeOk) * 512;
    }
    if (!readOk || !writeOk)
        return Status::failure(QStringLiteral("unexpected contents in %1").arg(m_source));
    return Status::ok();
}

} // namespace cm
