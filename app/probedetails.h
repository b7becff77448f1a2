// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "volume/volumeinfo.h"

#include <QJsonObject>

namespace cm {

// What `probe` adds to a volume's facts on this system: what the volume can
// do about compression and how this process gets what needs root or an
// administrator. Linux: probedetails_linux.cpp; Windows: probedetails_windows.cpp.
void addSystemDetails(const VolumeInfo &volume, const Privileges &privileges, QJsonObject *json);

} // namespace cm
