// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

namespace cm {

// `compressmark clean [PATH] [--yes]`: lists the workspaces and target
// folders that killed runs left in PATH (default: the current folder) and,
// with --yes, removes them; a loop image still in use is released as root
// or through compressmark-helper as `privileges` allow. Returns the process
// exit code.
int cleanCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm
