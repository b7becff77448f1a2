// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// Whether a Windows device name (QueryDosDevice: \Device\ImDisk0) or a
// drive's vendor and product names a RAM-disk driver: ImDisk, OSFMount,
// SoftPerfect RAM Disk or Arsenal Image Mounter. ImDisk's device name is
// the one its published source gives; for the others the product's name is
// looked for. Without case.
bool namesRamDiskDriver(const QString &deviceOrModel);

} // namespace cm
