// SPDX-License-Identifier: GPL-3.0-or-later
#include "ramdiskdrivers.h"

#include <array>

namespace cm {

bool namesRamDiskDriver(const QString &deviceOrModel)
{
    static constexpr std::array Names{"imdisk", "osfmount", "softperfect", "arsenal"};
    for (const char *name : Names) {
        if (deviceOrModel.contains(QLatin1String(name), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace cm
