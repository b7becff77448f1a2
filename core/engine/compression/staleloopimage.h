// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "util/status.h"

#include <QString>

namespace cm {

// The loop image a killed run may have left attached and mounted in its
// workspace (Linux; Windows makes none).

// Whether the workspace's image is still mounted or attached.
bool loopImageInUse(const QString &workspace);

// Unmounts and detaches it, when there is one: as root after checking that
// it is one CompressMark made and that what is mounted is that image;
// otherwise through compressmark-helper, which checks the same.
Status releaseLoopImageIn(const QString &workspace, const Privileges &privileges);

} // namespace cm
