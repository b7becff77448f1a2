// SPDX-License-Identifier: GPL-3.0-or-later
// mountUseOf() on Windows, which has no kernel interface among its folders:
// a volume is a RAM disk (volumeinfo_windows.cpp) or storage.
#include "mountuse.h"

#include "volume/volumeinfo.h"

namespace cm {

MountUse mountUseOf(const QString &path)
{
    return isRamBacked(path) ? MountUse::RamDisk : MountUse::Storage;
}

} // namespace cm
