// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "privilege/privileges.h"
#include "util/status.h"

namespace cm {

struct CompressionSetup;

// Checks a plan before anything is written. A failure is a refusal the
// user can fix (exit code 2 on the command line), with a message saying how.
// `compression`, when given, receives what the run will do about compression
// in a process with `privileges`.
Status preflight(const Plan &plan, const Privileges &privileges, CompressionSetup *compression = nullptr);

// Room kept free beyond the data itself, on both volumes.
qint64 spaceMargin(qint64 bytes);

// The first RAM-backed mount with room for `dataBytes` and the margin;
// empty when there is none.
QString ramDiskWithRoomFor(qint64 dataBytes);

} // namespace cm
