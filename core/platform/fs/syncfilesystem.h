// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// Everything written on the filesystem holding `path` is on the drive when
// it returns (how write, copy and delete are made durable inside their
// timing). Linux: syncfs(2). Windows: FlushFileBuffers on the volume, which
// needs an administrator; without one, on every file below `path`, the
// tool's own folder.
Status syncFilesystemOf(const QString &path);

} // namespace cm
