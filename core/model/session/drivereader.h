// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/jsonobjectreader.h"
#include "session/session.h"

namespace cm {

// Reads one drive of a session file (docs/SESSION-FORMAT.md): its volumes,
// compression, plan, loop image, data sets, and results with their runs.
// A problem is reported through `r` with the field's path; fields this
// version does not know are kept in the records' `extra`.
DriveRecord readDrive(json::ObjectReader &r);

} // namespace cm
