// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "util/status.h"
#include "volume/workspaceowner.h"

#include <QList>
#include <QString>

namespace cm {

// A workspace (or target folder) whose marker names a process that has
// ended: what a killed or crashed run leaves behind.
struct StaleWorkspace
{
    QString path; // canonical
    WorkspaceOwner owner;
    bool loopImageInUse = false; // its loop image is still mounted or attached
};

// The stale workspaces in `folder` (its entries, and `folder` itself when it
// is one). A folder without a marker, a link, a marker of an older version
// that names no process, and a workspace whose process may still run are
// never listed. Does I/O: call it off the GUI thread.
QList<StaleWorkspace> findStaleWorkspaces(const QString &folder);

// Unmounts and detaches its loop image (root, or compressmark-helper when
// `privileges` allow it) and removes the folder, after checking again that
// it has its marker and its process has ended. Never follows a link.
Status removeStaleWorkspace(const StaleWorkspace &workspace, const Privileges &privileges);

} // namespace cm
