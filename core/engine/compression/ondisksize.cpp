// SPDX-License-Identifier: GPL-3.0-or-later
#include "ondisksize.h"

namespace cm::OnDiskSize {

QString methodName(Method method)
{
    return enumName(MethodNames, method);
}

Method methodFor(const VolumeInfo &volume, const Privileges &privileges)
{
    // btrfs reports logical sizes in st_blocks, compressed or not.
    if (volume.filesystem != QLatin1String("btrfs"))
        return Method::AllocatedBlocks;
    return privileges.root ? Method::BtrfsExtents : Method::FreeSpaceDelta;
}

} // namespace cm::OnDiskSize
