// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

namespace cm {

struct RunContext;

namespace Stages {

// Writes every data set of the run in every variant (RunContext::dataSets,
// sized already) and records what each variant takes on the disk.
Status writeDataSets(RunContext &context);

// The `fresh` mode: every repetition reads data it has never read, as the
// articles did, written anew from seed + repetition in every variant.
Status refreshDataSet(RunContext &context, int index, int repetition);

} // namespace Stages
} // namespace cm
