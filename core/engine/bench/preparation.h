// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

namespace cm {

struct RunCompression;
struct RunInstruments;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

// The steps that ready a run's drive and RAM disk before its data sets
// are sized and written (runsteps.cpp lists them in order).
namespace Stages {

// Makes the workspaces on the source and the target and records both
// volumes in the run's drive.
Status makeWorkspaces(RunShared &run, RunWorkspaces &workspaces);

// Makes the plan's copier; a rotating drive is read in the files' physical
// order where the copier can.
Status chooseCopier(RunShared &run, const RunWorkspaces &workspaces, RunInstruments &instruments);

// How fast the target takes one stream of written data, for the flag on
// results that come close to it. A target that cannot be measured is noted,
// not fatal: the runs still measure what they can.
void measureTarget(RunShared &run, const RunReporting &reporting, const RunWorkspaces &workspaces);

// Sets up the device counters read around every run: on the data's own
// device, and on the drive that holds a loop image.
void watchDevices(RunShared &run, const RunWorkspaces &workspaces, RunInstruments &instruments);

} // namespace Stages
} // namespace cm
