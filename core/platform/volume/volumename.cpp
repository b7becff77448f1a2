// SPDX-License-Identifier: GPL-3.0-or-later
#include "volumename.h"

#include "util/shownpath.h"

namespace cm {
namespace {

// A drive letter's root ("C:\", or "C:/" as Qt writes it): the sign of a
// Windows volume, whichever system reads the session.
bool isOnWindowsDrive(const QString &mountPoint)
{
    return mountPoint.size() >= 3 && mountPoint.at(0).unicode() < 0x80 && mountPoint.at(0).isLetter()
        && mountPoint.at(1) == QLatin1Char(':')
        && (mountPoint.at(2) == QLatin1Char('\\') || mountPoint.at(2) == QLatin1Char('/'));
}

} // namespace

QString volumeName(const VolumeInfo &volume)
{
    if (!isOnWindowsDrive(volume.mountPoint))
        return volume.device;
    QString where = shownPath(volume.mountPoint);
    if (where.size() > 2 && where.endsWith(QLatin1Char('\\')))
        where.chop(1); // "C:", "D:\mnt\fast": as Explorer names them
    return volume.label.isEmpty() ? where : QStringLiteral("%1 (%2)").arg(volume.label, where);
}

} // namespace cm
