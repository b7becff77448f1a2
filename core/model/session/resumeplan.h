// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QStringList>

#include <optional>

namespace cm {

// The plan that measured `drive`, rebuilt from the session so that a run
// stopped by a crash or a cancel can be completed (--resume): same folders,
// data sets (kind, size, seed), compression, operations, copier, cache mode
// and repetitions.
Status planToResume(const DriveRecord &drive, Plan *plan);

// What the user gave again for the parts of a resumed plan that act: where
// the run reads and writes, and what it runs. A session file is data: it
// names these, but never decides them alone.
struct ResumeConfirmation
{
    QString sourcePath;            // --source, or the current folder
    QString targetPath;            // --target, or the RAM disk a new run would pick
    std::optional<QString> copier; // --copier, when given
    QStringList folderPaths;       // the folder: data sets of --datasets
};

// Refuses a resumed plan whose source, target, copier that runs another
// program (external, robocopy) or folder data sets are not the ones
// confirmed, naming the first that differs and the option that gives it.
Status checkResumeConfirmed(const Plan &plan, const ResumeConfirmation &given);

} // namespace cm
