// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "volume/workspaceowner.h"

#include <QString>

namespace cm::test {

// A workspace folder with a data file whose marker names `owner`, as a run
// of that process makes it; its canonical path.
QString makeWorkspaceOf(const QString &parent, const QString &name, const WorkspaceOwner &owner);

// This process as an owner, but with the id of a process that has ended:
// the owner of what a killed run leaves behind.
WorkspaceOwner endedOwner();

} // namespace cm::test
