// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// Refuses a folder on a kernel interface (/proc, /sys, /dev and the like, as
// the target check judges them): it holds no data to copy.
Status checkFolderDataSource(const QString &folder);

// The bytes of the regular files below `folder`, the part of a `folder:`
// data set that is copied; links, special files and what other filesystems
// mounted inside hold are not counted (the copy stays on one filesystem).
Status folderDataBytes(const QString &folder, qint64 *bytes);

} // namespace cm
