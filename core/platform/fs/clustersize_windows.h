// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// Windows only: the cluster size of the volume holding `path`, in bytes
// (GetVolumePathName, GetDiskFreeSpace); 0 when the volume does not say.
qint64 clusterBytesOf(const QString &path);

} // namespace cm
