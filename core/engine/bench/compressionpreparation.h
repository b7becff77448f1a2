// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

namespace cm {

class ColdCache;
struct RunCompression;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

namespace Stages {

// Decides how the compressed variant is stored and makes room for both
// variants: on the source drive, or on a loop image mounted there (made
// through compressmark-helper without root). Where the image `auto` chose
// cannot be made the run goes on plain only, saying why; one asked for by
// name is refused.
Status setUpCompression(RunShared &run, const RunReporting &reporting, ColdCache &cold, RunWorkspaces &workspaces,
                        RunCompression &compression);

} // namespace Stages
} // namespace cm
