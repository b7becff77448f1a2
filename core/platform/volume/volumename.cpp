// SPDX-License-Identifier: GPL-3.0-or-later
#include "volumename.h"

#include "util/shownpath.h"

namespace cm {

QString volumeName(const VolumeInfo &volume)
{
    // A drive's root ("C:\", or "C:/" as Qt writes it): a Windows volume, whichever system reads the session.
    if (volume.mountPoint.size() < 3 || !isOnWindowsDrive(volume.mountPoint))
        return volume.device;
    QString where = shownPath(volume.mountPoint);
    if (where.size() > 2 && where.endsWith(QLatin1Char('\\')))
        where.chop(1); // "C:", "D:\mnt\fast": as Explorer names them
    return volume.label.isEmpty() ? where : QStringLiteral("%1 (%2)").arg(volume.label, where);
}

} // namespace cm
