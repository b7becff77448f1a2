// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "volume/volumeinfo.h"

#include <QList>

namespace cm {

// The mounted volumes a drive test can use as its source: on a block
// device (ntfs-3g's fuseblk included), writable, not RAM-backed and not
// networked; each device once, by its shortest mount point, the root first.
QList<VolumeInfo> driveVolumes();

} // namespace cm
