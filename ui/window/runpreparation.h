// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "privilege/privileges.h"
#include "system/machineinfo.h"
#include "workflow/planchecking.h"

#include <QString>

namespace cm {

// What a run started from the window needs before it begins.
struct PreparedRun
{
    CheckedPlan checked;
    MachineInfo machine;
};

// Blocking, for a worker thread: checks `plan` for a process with
// `privileges` (checkPlan()), reads the machine's facts and makes
// `sessionFolder`, where the run's session is saved.
PreparedRun prepareRun(const Plan &plan, const Privileges &privileges, const QString &sessionFolder);

} // namespace cm
