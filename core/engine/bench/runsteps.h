// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/coldcache.h"
#include "bench/concurrentruns.h"
#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runsaving.h"
#include "bench/runshared.h"
#include "workflow/planchecking.h"

#include <ThreadWeaver/Sequence>

#include <functional>
#include <memory>

namespace cm {

// Every part of one run. Only the list of its steps (runsteps.cpp) and the
// runner that makes it see the whole; each step is handed the parts it
// uses (runparts.h), and the runner keeps only the shared part.
struct WholeRun
{
    WholeRun(const ReadyPlan &ready, const Privileges &privileges, bool continuesDrive)
        : shared(ready.plan(), privileges, continuesDrive)
        , reporting(shared.state)
        , cold(shared, reporting, ready.caching())
    {
        compression.setup = ready.compression();
    }

    RunShared shared;
    RunReporting reporting;
    RunSaving saving;
    RunWorkspaces workspaces;
    ConcurrentRuns neighbours;
    RunInstruments instruments;
    RunCompression compression;
    RunDataSets dataSets;
    ColdCache cold;
};

// What the steps tell the runner, called on the worker.
struct RunStepCalls
{
    std::function<void()> measured; // a measurement was recorded
    std::function<void()> finished; // the last step is done: the run's state is final
};

// The way through a run, in the order it goes: the preparation, every
// measurement, the clean-up. One job each, run one after another.
QSharedPointer<ThreadWeaver::Sequence> runSteps(const std::shared_ptr<WholeRun> &run, const RunStepCalls &calls);

} // namespace cm
