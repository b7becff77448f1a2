#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// The bytes of the regular files below `folder`, the part of a `folder:`
// data set that is copied; links and special files are not counted.
Status folderDataBytes(const QString &folder, qint64 *bytes);

} // namespace cm
