// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionsetup.h"
#include "plan/plan.h"
#include "util/cancellation.h"
#include "util/status.h"

namespace cm {

// The files and folders the plan's data sets make, against the inodes left
// on the drive and on the RAM disk, and their longest path below the
// workspaces against the system's limit: a run that could not hold them is
// refused before anything is written, instead of failing once it has.
// `compression` is what the run will do (the preflight's).
Status checkDataSetFootprints(const Plan &plan, const CompressionSetup &compression, const Cancellation &cancel = {});

} // namespace cm
