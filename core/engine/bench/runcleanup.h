// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

class ConcurrentRuns;
class RunSaving;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

namespace Stages {

// Removes everything the run created (the copy on the target, the loop
// image unmounted and detached, the workspace on the source), leaves the
// register of live runs and saves the session once more. Runs whatever
// happened before: after a failure and a cancel too.
void cleanup(RunShared &run, const RunReporting &reporting, RunWorkspaces &workspaces, ConcurrentRuns &neighbours,
             RunSaving &saving);

} // namespace Stages
} // namespace cm
