// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

namespace cm {

// `compressmark probe PATH`: what CompressMark knows about the volume
// holding PATH, as JSON on stdout. Returns the process exit code.
int probeCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm
