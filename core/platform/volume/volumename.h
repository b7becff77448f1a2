// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "volume/volumeinfo.h"

namespace cm {

// A volume as its system's user names it, in titles, tables and lists. A
// Windows volume by its drive letter, or the folder it is mounted on, after
// its label as Explorer shows it ("Data (D:)", "C:"), never by the NT device
// name the system keeps for it (\Device\HarddiskVolume3, which stays in the
// session's `device`); any other by its device ("/dev/nvme0n1p2"). Empty
// when the volume holds neither.
QString volumeName(const VolumeInfo &volume);

} // namespace cm
