// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsteps.h"

#include "bench/compressionpreparation.h"
#include "bench/datasetwriting.h"
#include "bench/measurement.h"
#include "bench/preparation.h"
#include "bench/runcleanup.h"
#include "bench/sizecalibration.h"
#include "bench/stagejob.h"
#include "system/threadqueue.h"

#include <QCoreApplication>

#include <new>
#include <utility>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

using Work = std::function<void(WholeRun &)>;

// One step as a job. Steps report failure through RunShared, never by
// exception, so the steps after a failure (the clean-up above all) still
// run and decide for themselves.
ThreadWeaver::JobPointer step(const std::shared_ptr<WholeRun> &run, Work work)
{
    return QSharedPointer<StageJob>::create([run, work = std::move(work)] {
        // Each step reads the count as it starts and bumps it as it ends, and
        // the runner reads it when the last is done: the order of the steps in
        // code ThreadSanitizer sees (it cannot see ThreadWeaver's own locking).
        (void)run->shared.stagesDone.load(std::memory_order_acquire);
        try {
            work(*run);
        } catch (const std::bad_alloc &) {
            // A limit on the program's memory (ulimit -v) ends the run with
            // its clean-up, instead of ending the process.
            run->shared.fail(memoryRefused());
        }
        run->shared.stagesDone.fetch_add(1, std::memory_order_release);
    });
}

// A step of the preparation: skipped once the run failed or was cancelled;
// its failure is the run's.
ThreadWeaver::JobPointer preparing(const std::shared_ptr<WholeRun> &run, std::function<Status(WholeRun &)> work)
{
    return step(run, [work = std::move(work)](WholeRun &whole) {
        if (whole.shared.shouldStop())
            return;
        if (Status status = work(whole); !status)
            whole.shared.fail(status);
    });
}

} // namespace

QSharedPointer<ThreadWeaver::Sequence> runSteps(const std::shared_ptr<WholeRun> &run, const RunStepCalls &calls)
{
    using namespace Stages;
    auto sequence = QSharedPointer<ThreadWeaver::Sequence>::create();
    const auto prepare
        = [&](std::function<Status(WholeRun &)> work) { sequence->addJob(preparing(run, std::move(work))); };

    // The drive is claimed (refused when another live process measures it)
    // before anything is made on it.
    prepare([](WholeRun &r) {
        r.reporting.setStage(Text::tr("Preparing"));
        return r.saving.begin(r.shared);
    });
    prepare([](WholeRun &r) { return makeWorkspaces(r.shared, r.workspaces); });
    prepare([](WholeRun &r) {
        r.neighbours.enter(r.shared.plan.label, r.workspaces.sourceVolume, r.workspaces.targetVolume, r.reporting);
        return Status::ok();
    });
    prepare([](WholeRun &r) { return chooseCopier(r.shared, r.workspaces, r.instruments); });
    prepare([](WholeRun &r) {
        measureTarget(r.shared, r.reporting, r.workspaces);
        return Status::ok();
    });
    // Before the data is written: a system that refuses to drop its caches
    // is found before the run has spent its time writing.
    prepare([](WholeRun &r) { return r.cold.checkDropping(); });
    prepare([](WholeRun &r) { return setUpCompression(r.shared, r.reporting, r.cold, r.workspaces, r.compression); });
    prepare([](WholeRun &r) {
        watchDevices(r.shared, r.workspaces, r.instruments);
        return Status::ok();
    });
    prepare([](WholeRun &r) {
        return calibrateDataSetSizes(r.shared, r.reporting, r.workspaces, r.instruments, r.cold, r.dataSets);
    });
    prepare([](WholeRun &r) {
        return writeDataSets({r.shared, r.reporting, r.workspaces, r.compression, r.dataSets});
    });

    // Repetition-major, so that drift over a long run spreads over every
    // data set and variant alike; a variant the run has not is skipped.
    const Plan &plan = run->shared.plan;
    for (int repetition = 0; repetition < plan.repetitions; ++repetition) {
        for (int dataSet = 0; dataSet < plan.dataSets.size(); ++dataSet) {
            for (const Operation operation : plan.operations) {
                for (const Variant variant : variantOrder(repetition)) {
                    sequence->addJob(step(run, [=](WholeRun &r) {
                        const Measuring with{r.shared,   r.reporting, r.workspaces, r.instruments, r.compression,
                                             r.dataSets, r.cold,      r.neighbours, r.saving};
                        if (measure(with, dataSet, variant, operation, repetition) && calls.measured)
                            calls.measured();
                    }));
                }
            }
        }
    }

    sequence->addJob(
        step(run, [](WholeRun &r) { cleanup(r.shared, r.reporting, r.workspaces, r.neighbours, r.saving); }));
    // After the clean-up has bumped the count, so that the runner's read of
    // it orders everything the steps did.
    sequence->addJob(step(run, [calls](WholeRun &r) {
        r.saving.publish(r.shared);
        if (calls.finished)
            calls.finished();
    }));
    return sequence;
}

} // namespace cm
