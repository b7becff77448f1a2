// SPDX-License-Identifier: GPL-3.0-or-later
// driveVolumes() on Linux: the mount table.
#include "drivevolumes.h"

#include "fs/mounttable.h"

#include <algorithm>
#include <utility>

namespace cm {
namespace {

// Read-only images by nature: nothing can be written there to test.
bool isImageFilesystem(const QString &type)
{
    static const QStringList types{QStringLiteral("squashfs"), QStringLiteral("iso9660"), QStringLiteral("udf"),
                                   QStringLiteral("erofs")};
    return types.contains(type);
}

} // namespace

QList<VolumeInfo> driveVolumes()
{
    const QList<MountEntry> table = readMountTable();
    QList<MountEntry> candidates;
    for (const MountEntry &entry : table) {
        if (!entry.source.startsWith(QLatin1String("/dev/")) || isImageFilesystem(entry.filesystem))
            continue;
        // Bind mounts and btrfs subvolumes show a device many times: keep the shortest path.
        const auto same = std::find_if(candidates.begin(), candidates.end(),
                                       [&](const MountEntry &seen) { return seen.source == entry.source; });
        if (same == candidates.end())
            candidates.append(entry);
        else if (entry.mountPoint.size() < same->mountPoint.size())
            *same = entry;
    }
    QList<VolumeInfo> volumes;
    for (const MountEntry &entry : std::as_const(candidates)) {
        VolumeInfo volume = probeVolume(entry.mountPoint, table);
        if (volume.readOnly || volume.ramBacked || volume.network || volume.mountPoint != entry.mountPoint)
            continue;
        volumes.append(volume);
    }
    std::stable_sort(volumes.begin(), volumes.end(), [](const VolumeInfo &a, const VolumeInfo &b) {
        return a.mountPoint.size() < b.mountPoint.size();
    });
    return volumes;
}

} // namespace cm
