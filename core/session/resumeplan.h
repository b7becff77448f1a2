#pragma once

#include "session/session.h"
#include "util/status.h"

namespace cm {

// The plan that measured `drive`, rebuilt from the session so that a run
// stopped by a crash or a cancel can be completed (--resume): same folders,
// data sets (kind, size, seed), compression, operations, copier, cache mode
// and repetitions.
Status planToResume(const DriveRecord &drive, Plan *plan);

} // namespace cm
