#pragma once

#include "plan/plan.h"
#include "util/status.h"

namespace cm {

// Checks a plan before anything is written. A failure is a refusal the
// user can fix (exit code 2 on the command line), with a message saying how.
Status preflight(const Plan &plan);

// Room kept free beyond the data itself, on both volumes.
qint64 spaceMargin(qint64 bytes);

} // namespace cm
