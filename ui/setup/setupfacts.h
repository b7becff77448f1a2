// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/cachemodedecision.h"
#include "privilege/privileges.h"
#include "setup/volumelistmodel.h"
#include "workflow/staleworkspaces.h"

#include <QList>

namespace cm {

// What a setup page needs to know about the machine, probed off the GUI thread.
struct SetupFacts
{
    QList<SourceVolume> sources;
    QList<VolumeInfo> ramDisks;
    bool loopBtrfs = false; // a btrfs image can be made and attached here
    bool loopNtfs = false;
    CacheModeDecision dropping;      // what asking to drop all caches would do
    QList<StaleWorkspace> leftovers; // of runs that were killed, in the folders a run uses
    QString writableCurrentFolder;   // the process's current folder when it is writable, else empty
};

// Blocking, for a worker thread. `sourceFolder`: where leftovers of earlier
// runs are looked for (the current folder while there is none), with the
// home folder and the RAM disks; `privileges` decide what dropping caches
// would do and which loop images can be made.
SetupFacts probeSetupFacts(const QString &sourceFolder, const Privileges &privileges);

} // namespace cm
