// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

namespace cm {

// `compressmark run [options]`: the benchmark from the command line.
// Returns the process exit code.
int runCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm
