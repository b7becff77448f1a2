#include "devicecounters.h"

#include "volume/blockdevice.h"
#include "volume/mounttable.h"

#include <QFile>

namespace cm {

DeviceCounters::DeviceCounters(const QString &path)
{
    const QList<MountEntry> table = readMountTable();
    const std::optional<BlockDevice> device = blockDeviceOf(path, mountOf(table, path), &m_unavailableReason);
    if (!device)
        return;
    m_statPath = device->statPath();
    m_deviceName = device->name;
}

Status DeviceCounters::read(Sample *sample) const
{
    QFile file(m_statPath);
    if (m_statPath.isEmpty() || !file.open(QIODevice::ReadOnly))
        return Status::failure(QStringLiteral("cannot read device counters: %1")
                                   .arg(m_statPath.isEmpty() ? m_unavailableReason : file.errorString()));
    // Fields: reads, merged, sectors read, ms, writes, merged, sectors written, ...
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    bool readOk = false, writeOk = false;
    if (fields.size() >= 7) {
        sample->bytesRead = fields[2].toLongLong(&readOk) * 512;
        sample->bytesWritten = fields[6].toLongLong(&writeOk) * 512;
    }
    if (!readOk || !writeOk)
        return Status::failure(QStringLiteral("unexpected contents in %1").arg(m_statPath));
    return Status::ok();
}

} // namespace cm
