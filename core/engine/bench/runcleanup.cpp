// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcleanup.h"

#include "bench/concurrentruns.h"
#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runsaving.h"
#include "bench/runshared.h"
#include "util/shownpath.h"

#include <QCoreApplication>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

} // namespace

void cleanup(RunShared &run, const RunReporting &reporting, RunWorkspaces &workspaces, ConcurrentRuns &neighbours,
             RunSaving &saving)
{
    reporting.setStage(Text::tr("Cleaning up"));
    const Status target = workspaces.target.remove();
    const Status image = workspaces.loopImage.remove();
    // An image that could not be released keeps its workspace, marker and
    // all: removing around the mount would leave a mounted image nothing
    // recognises, where `compressmark clean` finds a marked workspace.
    Status source = Status::ok();
    if (image) {
        source = workspaces.source.remove();
    } else {
        source
            = Status::failure(Text::tr("%1 was left for compressmark clean").arg(shownPath(workspaces.source.path())));
        workspaces.source.keep();
    }
    for (const Status &status : {target, image, source}) {
        if (!status)
            run.failAlso(status);
    }
    neighbours.leave();
    if (Status saved = saving.end(run); !saved)
        run.failAlso(saved);
}

} // namespace cm::Stages
