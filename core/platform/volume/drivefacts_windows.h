// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "volume/volumeinfo.h"

namespace cm {

// Windows only: what the storage stack says about the drive under a
// volume ("\\.\C:", say), asked with IOCTL_STORAGE_QUERY_PROPERTY and
// IOCTL_STORAGE_GET_DEVICE_NUMBER, which need no administrator: the
// physical drive's number as blockDevice ("PhysicalDrive0"), vendor and
// product as model, serial, seek penalty as rotational, sector sizes.
// What the drive does not answer stays empty, with a note. Also whether a
// RAM-disk driver (ImDisk, OSFMount, SoftPerfect RAM Disk, Arsenal Image
// Mounter) provides the volume, by its NT device name (`volume->device`,
// \Device\ImDisk0) or the storage descriptor's vendor and product.
void readDriveFacts(const QString &volumeRoot, VolumeInfo *volume);

} // namespace cm
