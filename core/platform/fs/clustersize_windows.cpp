// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustersize_windows.h"

#include "util/windowserror_windows.h"

#include <vector>

#include <windows.h>

namespace cm {

qint64 clusterBytesOf(const QString &path)
{
    std::vector<wchar_t> volume(MAX_PATH + 1);
    DWORD sectorsPerCluster = 0, bytesPerSector = 0, freeClusters = 0, clusters = 0;
    if (!GetVolumePathNameW(windowsPlainPath(path).c_str(), volume.data(), DWORD(volume.size()))
        || !GetDiskFreeSpaceW(volume.data(), &sectorsPerCluster, &bytesPerSector, &freeClusters, &clusters))
        return 0;
    return qint64(sectorsPerCluster) * bytesPerSector;
}

} // namespace cm
