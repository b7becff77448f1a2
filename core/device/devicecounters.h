#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// Bytes the block device under a path really transferred, from
// /sys/dev/block/MAJ:MIN/stat (sectors are 512 bytes there, whatever the
// device's own sector size).
class DeviceCounters
{
public:
    struct Sample
    {
        qint64 bytesRead = 0;
        qint64 bytesWritten = 0;
    };

    // Finds the device holding `path` (for a loop image, the loop device).
    // When there is none (a network or virtual filesystem) isAvailable() is
    // false and unavailableReason() says why.
    explicit DeviceCounters(const QString &path);

    bool isAvailable() const { return !m_statPath.isEmpty(); }
    const QString &unavailableReason() const { return m_unavailableReason; }
    const QString &deviceName() const { return m_deviceName; }

    Status read(Sample *sample) const;

private:
    QString m_statPath;
    QString m_deviceName;
    QString m_unavailableReason;
};

} // namespace cm
