// SPDX-License-Identifier: GPL-3.0-or-later
// driveVolumes() on Windows: the drive letters of fixed and removable
// drives, C: first.
#include "drivevolumes.h"

#include <windows.h>

#include <algorithm>
#include <vector>

namespace cm {

QList<VolumeInfo> driveVolumes()
{
    std::vector<wchar_t> roots(GetLogicalDriveStringsW(0, nullptr) + 1);
    const DWORD length = GetLogicalDriveStringsW(DWORD(roots.size()), roots.data());
    QList<VolumeInfo> volumes;
    for (const wchar_t *root = roots.data(); length > 0 && *root; root += wcslen(root) + 1) {
        const UINT type = GetDriveTypeW(root);
        if (type != DRIVE_FIXED && type != DRIVE_REMOVABLE)
            continue;
        VolumeInfo volume = probeVolume(QString::fromWCharArray(root));
        if (volume.readOnly || volume.ramBacked || volume.network)
            continue;
        volumes.append(volume);
    }
    std::stable_sort(volumes.begin(), volumes.end(), [](const VolumeInfo &a, const VolumeInfo &b) {
        return (a.mountPoint.startsWith(QLatin1Char('C')) ? 0 : 1)
            < (b.mountPoint.startsWith(QLatin1Char('C')) ? 0 : 1);
    });
    return volumes;
}

} // namespace cm
