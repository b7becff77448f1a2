#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// syncfs(2) on the filesystem holding `path`: everything written there is
// on the drive when it returns (how write, copy and delete are made durable
// inside their timing).
Status syncFilesystemOf(const QString &path);

} // namespace cm
