// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runprogress.h"
#include "copy/copier.h"
#include "plan/variant.h"
#include "privilege/privileges.h"
#include "session/session.h"
#include "util/cancellation.h"
#include "util/guarded.h"
#include "util/status.h"

#include <atomic>
#include <optional>

namespace cm {

// What a run has done so far, written by its stages and read by its runner
// while the run goes on: reachable only under the lock of RunShared::state.
struct RunState
{
    Session session; // the run's drive is the last one
    Status failure = Status::ok();
    bool setupRefused = false; // the failure refused what the plan asked for (no measurement made)
    RunStage stage;
    int measurementsDone = 0;
    int preparationDone = 0; // data sets sized and written so far (RunShared::preparationTotal())
    qint64 bytesTotal = 0;
    qint64 filesTotal = 0;
    QList<Variant> variants; // plain, and compressed once prepare knows there is one

    // Where the session went, set by the last stage.
    bool sessionSaved = false;
    std::optional<DriveRecord> driveInFile;
    QString sessionFallback;

    DriveRecord &drive() { return session.drives.last(); }
};

// The part of a run that its steps (on a worker thread) and its runner
// (on the thread that started it) both reach: what never changes once the
// run starts, what is safe by its own type, and the state under its lock.
// The runner holds nothing else of the run; the steps' own state is in
// parts beside this one (runparts.h, WholeRun in runsteps.h).
struct RunShared
{
    RunShared(const Plan &runPlan, const Privileges &processPrivileges, bool continuesRunDrive)
        : plan(runPlan)
        , privileges(processPrivileges)
        , continuesDrive(continuesRunDrive)
    {
    }

    const Plan plan;
    const Privileges privileges;
    const bool continuesDrive; // --resume: the session's last drive is measured on
    Cancellation cancel;
    TransferCounters counters;
    Guarded<RunState> state;

    // Each step reads it as it starts and bumps it as it ends, and the
    // runner reads it when the last step is done: the order of the steps
    // and of what follows them, in code ThreadSanitizer sees (it cannot see
    // ThreadWeaver's and Qt's own locking).
    std::atomic<int> stagesDone{0};

    int measurementsTotal() const;
    // The steps before the first measurement that progress counts: each data
    // set sized (with --size auto) and written, plain and compressed.
    int preparationTotal() const;
    void preparationStepDone();
    QList<Variant> variants() const;

    // Records the first failure; later stages see it and do nothing.
    void fail(const Status &status);
    // Records a failure beside the first one: what a failed run left
    // behind must still be said.
    void failAlso(const Status &status);
    bool shouldStop() const;
};

} // namespace cm
