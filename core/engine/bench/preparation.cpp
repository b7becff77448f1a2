// SPDX-License-Identifier: GPL-3.0-or-later
#include "preparation.h"

#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runshared.h"
#include "bench/targetspeed.h"
#include "copy/copierfactory.h"
#include "system/machineinfo.h"
#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

} // namespace

Status makeWorkspaces(RunShared &run, RunWorkspaces &workspaces)
{
    const Plan &plan = run.plan;
    Status status = Workspace::create(plan.sourcePath, QStringLiteral("compressmark-workspace"), &workspaces.source);
    if (status)
        status = Workspace::create(plan.targetPath, QStringLiteral("compressmark-target"), &workspaces.target);
    if (!status)
        return status;
    workspaces.sourceVolume = probeVolume(plan.sourcePath);
    workspaces.targetVolume = probeVolume(plan.targetPath);
    workspaces.dataRoot = workspaces.source.path();
    const auto state = run.state.lock();
    state->drive().source = workspaces.sourceVolume;
    state->drive().target = workspaces.targetVolume;
    return Status::ok();
}

Status chooseCopier(RunShared &run, const RunWorkspaces &workspaces, RunInstruments &instruments)
{
    const Plan &plan = run.plan;
    instruments.copier = makeCopier(plan.copier, plan.blockBytes, plan.cacheMode == CacheMode::Direct,
                                    workspaces.sourceVolume.rotational.value_or(false));
    if (!instruments.copier)
        return copierAvailability(plan.copier);
    const auto state = run.state.lock();
    state->drive().copierName = instruments.copier->name();
    state->drive().copierThreads = instruments.copier->threads();
    state->drive().logicalCores = MachineInfo::logicalCoresOfThisMachine();
    return Status::ok();
}

void measureTarget(RunShared &run, const RunReporting &reporting, const RunWorkspaces &workspaces)
{
    reporting.setStage(Text::tr("Measuring how fast the target writes"));
    qint64 largest = 0;
    for (const DataSetSpec &spec : run.plan.dataSets)
        largest = std::max(largest, spec.bytes);
    double writeMBps = 0.0;
    const Status status = TargetSpeed::measureWrite(workspaces.target.path(), std::clamp(largest, 4 * MiB, 64 * MiB),
                                                    run.plan.blockBytes, 3, run.cancel, &writeMBps);
    const auto state = run.state.lock();
    if (status)
        state->drive().targetWriteMBps = writeMBps;
    else
        state->drive().notes << QStringLiteral("the target's write speed could not be measured: ") + status.message();
}

void watchDevices(RunShared &run, const RunWorkspaces &workspaces, RunInstruments &instruments)
{
    instruments.device = std::make_unique<DeviceCounters>(workspaces.dataRoot);
    if (workspaces.loopImage.isMounted())
        instruments.imageDrive = std::make_unique<DeviceCounters>(workspaces.source.path());
    const auto state = run.state.lock();
    DriveRecord &drive = state->drive();
    drive.deviceCountedOn = instruments.device->countedOn();
    if (!instruments.device->isAvailable())
        drive.deviceCountersNote = instruments.device->unavailableReason();
}

} // namespace cm::Stages
