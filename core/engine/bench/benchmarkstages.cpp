// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarkstages.h"

#include "bench/operationstep.h"
#include "bench/interference.h"
#include "bench/runcontext.h"
#include "bench/runwatch.h"
#include "bench/sizecalibration.h"
#include "bench/targetspeed.h"
#include "bench/coldcache.h"
#include "bench/concurrentruns.h"
#include "bench/datasetwriting.h"
#include "bench/throughputsampler.h"
#include "cache/pagecache.h"
#include "compression/loopimagemaker.h"
#include "copy/copierfactory.h"
#include "copy/filecopy.h"
#include "copy/copyverification.h"
#include "datasets/datasetgenerator.h"
#include "device/cputimes.h"
#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "fs/syncfilesystem.h"
#include "util/shownpath.h"
#include "volume/workspaceowner.h"
#include "util/units.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// `auto` picked a loop image because compressmark-helper could make one.
bool isAutoThroughHelper(const RunContext &context)
{
    return context.plan.compression.method == CompressionMethod::Auto && !context.privileges.root;
}

// The helper was refused (or failed) making the image that `auto` chose:
// as auto does where no image can be made, the run goes on plain only.
void measurePlainOnly(RunContext &context, const Status &helperFailure)
{
    context.compressionOverride = CompressionSetup();
    context.compressionOverride->hint
        = Text::tr("compressmark-helper could not make the loop image (%1)").arg(helperFailure.message());
    if (context.notice)
        context.notice(Text::tr("plain only: %1").arg(context.compressionOverride->hint));
    if (context.cache.throughHelper)
        evictFromNowOn(context, helperFailure);
}

// A loop image asked for by name that compressmark-helper would not (or
// could not) make: the set-up is refused, as one the user cannot have.
Status refuseLoopImageAskedByName(RunContext &context, const Status &helperFailure)
{
    {
        const auto state = context.state.lock();
        state->setupRefused = true;
    }
    return Status::failure(Text::tr("--compression %1: compressmark-helper could not make the image (%2); run as root, "
                                    "or choose another --compression")
                               .arg(context.plan.compression.name(), helperFailure.message()));
}

// Decides how the compressed variant is stored and makes room for both
// variants: on the source drive, or on a loop image mounted there.
Status setUpCompression(RunContext &context, const VolumeInfo &source)
{
    // As the plan's check settled it, unless the loop image it chose could not be made.
    if (context.compressionOverride)
        context.compression = *context.compressionOverride;
    const CompressionSetup &setup = context.compression;
    context.dataRoot = context.sourceWorkspace.path();
    VolumeInfo dataVolume = source;
    if (setup.kind == CompressionSetup::Kind::LoopImage) {
        context.setStage(Text::tr("Making a %1 image on the drive").arg(loopFilesystemName(setup.loopFilesystem)));
        const LoopImageSpec spec{setup.loopFilesystem,
                                 setup.loopFilesystem == LoopImageSpec::Filesystem::Btrfs ? setup.algorithm : QString(),
                                 loopImageBytes(SizeCalibration::largestTotalBytes(context.plan))};
        // The plan's check chose an image only where the system makes them.
        const LoopImageMaker *maker = loopImageMaker();
        if (!maker)
            return Status::failure(QStringLiteral("this system makes no loop images"));
        if (Status status = maker->create(context.sourceWorkspace.path(), spec, context.privileges, &context.loopImage,
                                          context.cancel);
            !status) {
            if (context.cancel.isRequested())
                return Status::cancelled();
            if (!isAutoThroughHelper(context))
                return !context.privileges.root ? refuseLoopImageAskedByName(context, status) : status;
            measurePlainOnly(context, status);
            return setUpCompression(context, source);
        }
        context.dataRoot = context.loopImage.mountPoint();
        dataVolume = probeVolume(context.dataRoot);
        const auto state = context.state.lock();
        state->drive().loopImage = LoopImageRecord{dataVolume, spec.bytes, context.loopImage.directIo()};
        if (!context.loopImage.directIo())
            state->drive().notes << QStringLiteral("the loop device did not take direct I/O; the image file's "
                                                   "page cache is evicted before every run instead");
    }
    if (setup.hasCompressedVariant()) {
        // A loop image's filesystem is its own backend's; on the drive, the method asked for (NTFS or WOF).
        context.compressionBackend
            = compressionBackendFor(dataVolume,
                                    setup.kind == CompressionSetup::Kind::Native ? setup.method
                                                                                 : CompressionMethod::Auto);
        if (!context.compressionBackend)
            return Status::failure(compressionSupport(dataVolume).reason);
    }
    context.onDiskMethod = OnDiskSize::methodFor(dataVolume, context.privileges);

    QList<Variant> variants{Variant::Plain};
    if (setup.hasCompressedVariant())
        variants << Variant::Compressed;
    for (const Variant variant : variants) {
        const QString folder = context.dataRoot + QLatin1Char('/') + variantName(variant);
        if (Status status = makeFolder(QFile::encodeName(folder)); !status)
            return status;
        if (!context.compressionBackend)
            continue;
        // A volume mounted with compress= would compress the plain folder too.
        const Status status = variant == Variant::Plain
            ? context.compressionBackend->disableForFolder(folder)
            // A level ("zstd:9") is the loop image's mount option; the folder takes the algorithm.
            : context.compressionBackend->enableForFolder(folder, setup.algorithm.section(QLatin1Char(':'), 0, 0));
        if (!status)
            return status;
    }
    const auto state = context.state.lock();
    state->variants = variants;
    DriveRecord &drive = state->drive();
    drive.compression = CompressionRecord{setup.method, setup.algorithm, setup.hint};
    return Status::ok();
}

// How fast the target takes one stream of written data, for the flag on
// results that come close to it. A target that cannot be measured is noted,
// not fatal: the runs still measure what they can.
void measureTarget(RunContext &context)
{
    context.setStage(Text::tr("Measuring how fast the target writes"));
    qint64 largest = 0;
    for (const DataSetSpec &spec : context.plan.dataSets)
        largest = std::max(largest, spec.bytes);
    double writeMBps = 0.0;
    const Status status
        = TargetSpeed::measureWrite(context.targetWorkspace.path(), std::clamp(largest, 4 * MiB, 64 * MiB),
                                    context.plan.blockBytes, 3, context.cancel, &writeMBps);
    const auto state = context.state.lock();
    if (status)
        state->drive().targetWriteMBps = writeMBps;
    else
        state->drive().notes << QStringLiteral("the target's write speed could not be measured: ") + status.message();
}

// Saves the session merged with what other processes saved into the same
// file (SessionSaver); the drive takes the id it was saved under.
Status saveIfWanted(RunContext &context, bool claiming = false)
{
    if (!context.saver.isEnabled())
        return Status::ok();
    Session snapshot;
    {
        const auto state = context.state.lock();
        snapshot = state->session;
    }
    QString id;
    const Status status = claiming ? context.saver.claim(snapshot, &id) : context.saver.save(snapshot, &id);
    if (status) {
        const auto state = context.state.lock();
        state->drive().id = id;
    }
    return status;
}

// The drive says which process measures it while the run goes on; a run
// continuing a drive claims it at once, refused when another live process
// measures it.
Status markRunning(RunContext &context)
{
    if (!context.saver.isEnabled())
        return Status::ok();
    context.saver.begin();
    {
        const auto state = context.state.lock();
        state->drive().runningBy = WorkspaceOwner::ofThisProcess();
    }
    if (!context.continuesDrive)
        return Status::ok();
    const Status claimed = saveIfWanted(context, true);
    if (!claimed) {
        const auto state = context.state.lock();
        state->setupRefused = true;
    }
    return claimed;
}

void recordRun(RunContext &context, const QString &kind, Variant variant, const QString &operation,
               const RunRecord &run, const QString &residencyMethod)
{
    const auto state = context.state.lock();
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
bool isAlreadyMeasured(RunContext &context, const QString &kind, Variant variant, const QString &operation,
                       int repetition)
{
    const auto state = context.state.lock();
    const ResultRecord *result = state->drive().findResult(kind, variant, operation);
    if (!result)
        return false;
    if (result->runs.size() > repetition)
        return true;
    return context.plan.adaptiveRepetitions && isPreciseEnough(*result);
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

void prepare(RunContext &context)
{
    if (context.shouldStop())
        return;
    context.setStage(Text::tr("Preparing"));
    const Plan &plan = context.plan;
    if (Status status = markRunning(context); !status) {
        context.fail(status);
        return;
    }
    Status status
        = Workspace::create(plan.sourcePath, QStringLiteral("compressmark-workspace"), &context.sourceWorkspace);
    if (status)
        status = Workspace::create(plan.targetPath, QStringLiteral("compressmark-target"), &context.targetWorkspace);
    if (!status) {
        context.fail(status);
        return;
    }
    const VolumeInfo source = probeVolume(plan.sourcePath);
    const VolumeInfo target = probeVolume(plan.targetPath);
    ConcurrentRuns::enter(context, source, target);
    // A rotating drive is read in the files' physical order where the copier can.
    context.copier = makeCopier(plan.copier, plan.blockBytes, plan.cacheMode == CacheMode::Direct,
                                source.rotational.value_or(false));
    if (!context.copier) {
        context.fail(copierAvailability(plan.copier));
        return;
    }
    {
        const auto state = context.state.lock();
        DriveRecord &drive = state->drive();
        drive.source = source;
        drive.target = target;
        drive.copierName = context.copier->name();
        drive.copierThreads = context.copier->threads();
    }
    measureTarget(context);
    status = checkCacheDropping(context);
    if (status)
        status = context.cancel.isRequested() ? Status::cancelled() : setUpCompression(context, source);
    if (status) {
        context.device = std::make_unique<DeviceCounters>(context.dataRoot);
        if (context.loopImage.isMounted())
            context.imageDrive = std::make_unique<DeviceCounters>(context.sourceWorkspace.path());
        const auto state = context.state.lock();
        DriveRecord &drive = state->drive();
        drive.deviceCountedOn = context.device->countedOn();
        if (!context.device->isAvailable())
            drive.deviceCountersNote = context.device->unavailableReason();
        if (plan.cacheMode == CacheMode::Direct && context.compression.hasCompressedVariant())
            drive.notes << QStringLiteral("direct: O_DIRECT reads of compressed data go through the page cache "
                                          "(btrfs and ntfs-3g fall back to buffered reads); they are evicted first");
    }
    if (status)
        status = calibrateDataSetSizes(context);
    if (status)
        status = writeDataSets(context);
    if (!status)
        context.fail(status);
}

bool measure(RunContext &context, int dataSetIndex, Variant variant, Operation operation, int repetition)
{
    if (context.shouldStop() || !context.variants().contains(variant))
        return false;
    const DataSetSpec &spec = context.plan.dataSets[dataSetIndex];
    if (isAlreadyMeasured(context, spec.kind, variant, operationName(operation), repetition))
        return false;
    const QString folder = context.dataSetFolder(variant, dataSetIndex);
    const QString name = QFileInfo(folder).fileName();
    const std::unique_ptr<OperationStep> step
        = OperationStep::make(operation,
                              StepFolders{folder, context.targetWorkspace.filePath(name),
                                          folder + QStringLiteral(".scratch")},
                              *context.copier, context.cancel);

    Status status
        = context.plan.cacheMode == CacheMode::Fresh ? refreshDataSet(context, dataSetIndex, repetition) : Status::ok();
    const RunWords &words = context.words;
    context.setStage(Text::tr("Preparing: %1, %2, %3")
                         .arg(words.dataSet(spec.kind), words.variant(variant), words.operation(operation)),
                     spec.kind, repetition + 1);
    if (status)
        status = step->setUp();
    context.setStage(Text::tr("Making the cache cold"), spec.kind, repetition + 1);
    if (status)
        status = makeCold(context, step->readFolder());
    PageCache::Residency residency;
    if (status && !step->readFolder().isEmpty())
        status = PageCache::residency(QFile::encodeName(step->readFolder()), &residency);
    // How the data was made cold, whatever becomes of the metadata's drop.
    const CacheMode coldBy = context.cache.mode;
    if (status && !step->readFolder().isEmpty())
        status = dropMetadataReadSince(context);
    if (!status) {
        context.fail(status);
        if (Status torn = step->tearDown(); !torn)
            context.failAlso(torn);
        return false;
    }

    RunSurroundings surroundings;
    surroundings.operation = operation;
    {
        const auto state = context.state.lock();
        const DataSetRecord &dataSet = state->drive().dataSets[dataSetIndex];
        state->bytesTotal = dataSet.manifest.bytes;
        state->filesTotal = dataSet.manifest.files;
        surroundings.logicalBytes = dataSet.manifest.bytes;
        const VariantRecord &stored
            = variant == Variant::Plain || !dataSet.compressed ? dataSet.plain : *dataSet.compressed;
        surroundings.storedBytes = stored.onDiskBytes.value_or(dataSet.manifest.bytes);
    }
    context.counters.reset();
    context.setStage(Text::tr("Timing: %1, %2, %3")
                         .arg(words.dataSet(spec.kind), words.variant(variant), words.operation(operation)),
                     spec.kind, repetition + 1);

    // Looked up outside the clock, before and after: a run beside this one
    // for any part of it is named.
    surroundings.otherRuns = ConcurrentRuns::alongside(context);
    RunWatch watch(context.device.get(), context.driveUnderTest());
    // Started before the clock and stopped after it is read; it only reads the counters.
    std::optional<ThroughputSampler> sampler;
    if (step->countsAsItRuns()) {
        if (Status started = sampler.emplace(context.counters.bytes).start(); !started) {
            context.fail(started);
            return false;
        }
    }
    watch.start();
    QElapsedTimer timer;
    timer.start();
    status = step->run(context.counters);
    // Never below what the loader takes back (a speed divides by it).
    const double seconds = std::max(double(timer.nsecsElapsed()) / 1e9, SessionLimits::ShortestSeconds);
    watch.stop();
    RunRecord run;
    if (sampler)
        run.timeline = sampler->finish(seconds, context.counters.bytes.load());

    if (status && context.plan.verify && !step->copyFolder().isEmpty()) {
        context.setStage(Text::tr("Verifying the copy"), spec.kind, repetition + 1);
        status = verifyCopy(QFile::encodeName(folder), QFile::encodeName(step->copyFolder()), context.cancel);
    }
    if (status && !step->writtenFolder().isEmpty() && context.onDiskMethod != OnDiskSize::Method::FreeSpaceDelta) {
        qint64 onDisk = 0;
        if (OnDiskSize::measureTree(step->writtenFolder(), context.onDiskMethod, &onDisk))
            run.onDiskBytes = onDisk;
    }
    context.setStage(Text::tr("Removing what the run made"), spec.kind, repetition + 1);
    const Status removed = step->tearDown();
    if (!status || !removed) {
        context.fail(status ? removed : status);
        return false;
    }

    run.seconds = seconds;
    run.bytes = context.counters.bytes.load();
    run.files = context.counters.files.load();
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
    for (const QString &other : ConcurrentRuns::alongside(context)) {
        if (!surroundings.otherRuns.contains(other))
            surroundings.otherRuns << other;
    }
    run.interference = Interference::reasons(surroundings);
    if (context.plan.cacheMode == CacheMode::Fresh)
        run.dataSeed = context.seedsOnDisk[dataSetIndex];
    recordRun(context, spec.kind, variant, operationName(operation), run, residency.method);
    if (Status saved = saveIfWanted(context); !saved)
        context.fail(saved);
    return true;
}

void cleanup(RunContext &context)
{
    context.setStage(Text::tr("Cleaning up"));
    const Status target = context.targetWorkspace.remove();
    const Status image = context.loopImage.remove();
    // An image that could not be released keeps its workspace, marker and
    // all: removing around the mount would leave a mounted image nothing
    // recognises, where `compressmark clean` finds a marked workspace.
    Status source = Status::ok();
    if (image) {
        source = context.sourceWorkspace.remove();
    } else {
        source = Status::failure(
            Text::tr("%1 was left for compressmark clean").arg(shownPath(context.sourceWorkspace.path())));
        context.sourceWorkspace.keep();
    }
    for (const Status &status : {target, image, source}) {
        if (!status)
            context.failAlso(status);
    }
    context.liveRun.leave();
    // The run is over: the session no longer names its process.
    {
        const auto state = context.state.lock();
        state->drive().runningBy.reset();
    }
    if (context.saver.hasWritten()) {
        if (Status saved = saveIfWanted(context); !saved)
            context.failAlso(saved);
    }
}

} // namespace cm::Stages
