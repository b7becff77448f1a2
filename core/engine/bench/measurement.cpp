// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurement.h"

#include "bench/coldcache.h"
#include "bench/concurrentruns.h"
#include "bench/datasetwriting.h"
#include "bench/interference.h"
#include "bench/operationstep.h"
#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runsaving.h"
#include "bench/runshared.h"
#include "bench/runwatch.h"
#include "bench/targetspeed.h"
#include "bench/throughputsampler.h"
#include "cache/pagecache.h"
#include "copy/copyverification.h"
#include "device/cputimes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// Adds `run` to its result in the run's drive.
void recordRun(RunShared &shared, const QString &kind, Variant variant, const QString &operation, const RunRecord &run,
               const QString &residencyMethod)
{
    const auto state = shared.state.lock();
    DriveRecord &drive = state->drive();
    ResultRecord *result = drive.findResult(kind, variant, operation);
    if (!result) {
        drive.results.append(ResultRecord{kind, variant, operation, {}});
        result = &drive.results.last();
    }
    result->runs.append(run);
    result->targetSlower = drive.targetWriteMBps
        && TargetSpeed::isBound(operation, result->summary().medianMBps, *drive.targetWriteMBps);
    if (!residencyMethod.isEmpty())
        drive.residencyMethod = residencyMethod;
    ++state->measurementsDone;
}

// Nothing to measure for this repetition: a resumed drive has it already,
// or (adaptive repetitions) the result is precise enough.
bool isAlreadyMeasured(RunShared &shared, const QString &kind, Variant variant, const QString &operation,
                       int repetition)
{
    const auto state = shared.state.lock();
    const ResultRecord *result = state->drive().findResult(kind, variant, operation);
    if (!result)
        return false;
    if (result->runs.size() > repetition)
        return true;
    return shared.plan.adaptiveRepetitions && isPreciseEnough(*result);
}

} // namespace

bool isPreciseEnough(const ResultRecord &result)
{
    QList<double> undisturbed;
    for (const RunRecord &run : result.runs)
        if (!run.isDisturbed())
            undisturbed.append(run.megabytesPerSecond());
    return undisturbed.size() >= Plan::AdaptiveMinimum
        && summarize(undisturbed).isPreciseWithin(Plan::AdaptivePrecision);
}

QList<Variant> variantOrder(int repetition)
{
    return repetition % 2 == 0 ? QList<Variant>{Variant::Plain, Variant::Compressed}
                               : QList<Variant>{Variant::Compressed, Variant::Plain};
}

bool measure(const Measuring &with, int dataSetIndex, Variant variant, Operation operation, int repetition)
{
    RunShared &shared = with.run;
    if (shared.shouldStop() || !shared.variants().contains(variant))
        return false;
    const DataSetSpec &spec = shared.plan.dataSets[dataSetIndex];
    if (isAlreadyMeasured(shared, spec.kind, variant, operationName(operation), repetition))
        return false;
    const QString folder = with.workspaces.dataSetFolder(variant, dataSetIndex, spec.kind);
    const QString name = QFileInfo(folder).fileName();
    const std::unique_ptr<OperationStep> step
        = OperationStep::make(operation,
                              StepFolders{folder, with.workspaces.target.filePath(name),
                                          folder + QStringLiteral(".scratch")},
                              *with.instruments.copier, shared.cancel);

    Status status = shared.plan.cacheMode == CacheMode::Fresh
        ? refreshDataSet({shared, with.reporting, with.workspaces, with.compression, with.dataSets}, dataSetIndex,
                         repetition)
        : Status::ok();
    const RunWords &words = with.reporting.words;
    with.reporting.setStage(Text::tr("Preparing: %1, %2, %3")
                                .arg(words.dataSet(spec.kind), words.variant(variant), words.operation(operation)),
                            spec.kind, repetition + 1);
    if (status)
        status = step->setUp();
    with.reporting.setStage(Text::tr("Making the cache cold"), spec.kind, repetition + 1);
    if (status)
        status = with.cold.makeCold(step->readFolder(), with.workspaces.loopImage);
    PageCache::Residency residency;
    if (status && !step->readFolder().isEmpty())
        status = PageCache::residency(QFile::encodeName(step->readFolder()), &residency);
    // How the data was made cold, whatever becomes of the metadata's drop.
    const CacheMode coldBy = with.cold.decision().mode;
    if (status && !step->readFolder().isEmpty())
        status = with.cold.dropMetadataReadSince();
    if (!status) {
        shared.fail(status);
        if (Status torn = step->tearDown(); !torn)
            shared.failAlso(torn);
        return false;
    }

    RunSurroundings surroundings;
    surroundings.operation = operation;
    {
        const auto state = shared.state.lock();
        const DataSetRecord &dataSet = state->drive().dataSets[dataSetIndex];
        state->bytesTotal = dataSet.manifest.bytes;
        state->filesTotal = dataSet.manifest.files;
        surroundings.logicalBytes = dataSet.manifest.bytes;
        const VariantRecord &stored
            = variant == Variant::Plain || !dataSet.compressed ? dataSet.plain : *dataSet.compressed;
        surroundings.storedBytes = stored.onDiskBytes.value_or(dataSet.manifest.bytes);
    }
    shared.counters.reset();
    with.reporting.setStage(Text::tr("Timing: %1, %2, %3")
                                .arg(words.dataSet(spec.kind), words.variant(variant), words.operation(operation)),
                            spec.kind, repetition + 1);

    // Looked up outside the clock, before and after: a run beside this one
    // for any part of it is named.
    surroundings.otherRuns = with.neighbours.alongside();
    RunWatch watch(with.instruments.device.get(), with.instruments.driveUnderTest());
    // Started before the clock and stopped after it is read; it only reads the counters.
    std::optional<ThroughputSampler> sampler;
    if (step->countsAsItRuns()) {
        if (Status started = sampler.emplace(shared.counters.bytes).start(); !started) {
            shared.fail(started);
            return false;
        }
    }
    watch.start();
    QElapsedTimer timer;
    timer.start();
    status = step->run(shared.counters);
    // Never below what the loader takes back (a speed divides by it).
    const double seconds = std::max(double(timer.nsecsElapsed()) / 1e9, SessionLimits::ShortestSeconds);
    watch.stop();
    RunRecord run;
    if (sampler)
        run.timeline = sampler->finish(seconds, shared.counters.bytes.load());

    if (status && shared.plan.verify && !step->copyFolder().isEmpty()) {
        with.reporting.setStage(Text::tr("Verifying the copy"), spec.kind, repetition + 1);
        status = verifyCopy(QFile::encodeName(folder), QFile::encodeName(step->copyFolder()), shared.cancel);
    }
    if (status && !step->writtenFolder().isEmpty()
        && with.compression.onDiskMethod != OnDiskSize::Method::FreeSpaceDelta) {
        qint64 onDisk = 0;
        if (OnDiskSize::measureTree(step->writtenFolder(), with.compression.onDiskMethod, &onDisk))
            run.onDiskBytes = onDisk;
    }
    with.reporting.setStage(Text::tr("Removing what the run made"), spec.kind, repetition + 1);
    const Status removed = step->tearDown();
    if (!status || !removed) {
        shared.fail(status ? removed : status);
        return false;
    }

    run.seconds = seconds;
    run.bytes = shared.counters.bytes.load();
    run.files = shared.counters.files.load();
    if (const std::optional<DeviceCounters::Sample> device = watch.dataTransferred()) {
        run.deviceBytesRead = device->bytesRead;
        run.deviceBytesWritten = device->bytesWritten;
    }
    const CpuTimes cpu = watch.ownCpu();
    run.cpuUserSeconds = cpu.userSeconds;
    run.cpuSystemSeconds = cpu.systemSeconds;
    run.residentBeforeFraction = residency.fraction();
    run.cold = run.residentBeforeFraction <= RunRecord::ColdResidencyLimit;
    run.cacheMode = coldBy;
    surroundings.seconds = run.seconds;
    surroundings.writtenStoredBytes = run.onDiskBytes;
    surroundings.drive = watch.driveTransferred();
    surroundings.ownUserSeconds = watch.ownUserSeconds();
    surroundings.machine = watch.machine();
    for (const QString &other : with.neighbours.alongside()) {
        if (!surroundings.otherRuns.contains(other))
            surroundings.otherRuns << other;
    }
    run.interference = Interference::reasons(surroundings);
    if (shared.plan.cacheMode == CacheMode::Fresh)
        run.dataSeed = with.dataSets.seedsOnDisk[dataSetIndex];
    recordRun(shared, spec.kind, variant, operationName(operation), run, residency.method);
    if (Status saved = with.saving.save(shared); !saved)
        shared.fail(saved);
    return true;
}

} // namespace cm::Stages
