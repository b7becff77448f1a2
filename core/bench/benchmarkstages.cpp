#include "benchmarkstages.h"

#include "bench/runcontext.h"
#include "cache/pagecache.h"
#include "copy/serialcopier.h"
#include "datasets/datasetgenerator.h"
#include "device/cputimes.h"
#include "fs/saferemove.h"
#include "fs/treewalk.h"
#include "session/sessionfile.h"
#include "util/uniquefd.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace cm::Stages {
namespace {

constexpr const char *Variant = "plain";
constexpr const char *Operation = "read";

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// Flushes the filesystem holding `path`, so generated data is on the drive
// and its on-disk size is final.
Status syncFilesystemOf(const QString &path)
{
    UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!fd.isValid() || ::syncfs(fd.get()) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot flush the volume of"), path));
    return Status::ok();
}

VariantRecord measureOnDisk(const QString &folder)
{
    VariantRecord variant;
    qint64 allocated = 0;
    const Status status = walkTree(QFile::encodeName(folder), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile)
            allocated += entry.allocatedBytes;
        return Status::ok();
    });
    if (status) {
        variant.onDiskBytes = allocated;
        variant.onDiskMethod = QStringLiteral("st_blocks");
    } else {
        variant.note = status.message();
    }
    return variant;
}

Status makeCold(RunContext &context, const QString &folder)
{
    switch (context.plan.cacheMode) {
    case CacheMode::Drop:
        return PageCache::dropAllCaches();
    case CacheMode::Evict:
        return PageCache::evictTree(QFile::encodeName(folder));
    }
    return Status::ok();
}

Status generateDataSets(RunContext &context)
{
    for (qsizetype i = 0; i < context.plan.dataSets.size(); ++i) {
        const DataSetSpec &spec = context.plan.dataSets[i];
        const auto generator = makeDataSetGenerator(spec.kind);
        if (!generator)
            return Status::failure(QStringLiteral("unknown data set kind: %1").arg(spec.kind));
        context.setStage(Text::tr("Writing data set %1").arg(spec.kind), spec.kind);
        const QString folder = context.sourceWorkspace.filePath(QStringLiteral("plain/") + spec.kind);
        DataSetManifest manifest;
        if (Status status = generator->generate(spec, folder, context.cancel, &manifest); !status)
            return status;
        context.dataSetFolders.append(folder);
        DataSetRecord record;
        record.manifest = manifest;
        QMutexLocker locker(&context.lock);
        context.drive().dataSets.append(record);
    }
    return Status::ok();
}

Status recordOnDiskSizes(RunContext &context)
{
    context.setStage(Text::tr("Flushing data sets to the drive"));
    if (Status status = syncFilesystemOf(context.sourceWorkspace.path()); !status)
        return status;
    for (qsizetype i = 0; i < context.dataSetFolders.size(); ++i) {
        const VariantRecord plain = measureOnDisk(context.dataSetFolders[i]);
        QMutexLocker locker(&context.lock);
        context.drive().dataSets[i].plain = plain;
    }
    return Status::ok();
}

Status saveIfWanted(RunContext &context)
{
    if (context.sessionPath.isEmpty())
        return Status::ok();
    Session snapshot;
    {
        QMutexLocker locker(&context.lock);
        snapshot = context.session;
    }
    return saveSession(snapshot, context.sessionPath);
}

} // namespace

void prepare(RunContext &context)
{
    if (context.shouldStop())
        return;
    context.setStage(Text::tr("Preparing"));
    const Plan &plan = context.plan;
    Status status = Workspace::create(plan.sourcePath, QStringLiteral("compressmark-workspace"), &context.sourceWorkspace);
    if (status)
        status = Workspace::create(plan.targetPath, QStringLiteral("compressmark-target"), &context.targetWorkspace);
    if (status) {
        const QDir plainFolder(context.sourceWorkspace.filePath(QStringLiteral("plain")));
        if (!QDir().mkdir(plainFolder.path()))
            status = Status::failure(QStringLiteral("cannot create folder %1").arg(plainFolder.path()));
    }
    if (!status) {
        context.fail(status);
        return;
    }

    context.copier = std::make_unique<SerialCopier>(plan.blockBytes);
    context.device = std::make_unique<DeviceCounters>(context.sourceWorkspace.path());
    {
        QMutexLocker locker(&context.lock);
        DriveRecord &drive = context.drive();
        drive.source = probeVolume(plan.sourcePath);
        drive.target = probeVolume(plan.targetPath);
        drive.copierName = context.copier->name();
        drive.copierThreads = context.copier->threads();
        if (!context.device->isAvailable())
            drive.deviceCountersNote = context.device->unavailableReason();
    }

    status = generateDataSets(context);
    if (status)
        status = recordOnDiskSizes(context);
    if (!status)
        context.fail(status);
}

bool measure(RunContext &context, int dataSetIndex, int repetition)
{
    if (context.shouldStop())
        return false;
    const DataSetSpec &spec = context.plan.dataSets[dataSetIndex];
    const QString folder = context.dataSetFolders[dataSetIndex];
    const QByteArray copyPath = QFile::encodeName(context.targetWorkspace.filePath(spec.kind));

    context.setStage(Text::tr("Making the cache cold"), spec.kind, repetition + 1);
    Status status = makeCold(context, folder);
    PageCache::Residency residency;
    if (status)
        status = PageCache::residency(QFile::encodeName(folder), &residency);
    if (!status) {
        context.fail(status);
        return false;
    }

    {
        QMutexLocker locker(&context.lock);
        context.bytesTotal = spec.bytes;
    }
    context.counters.reset();
    context.setStage(Text::tr("Reading %1 from the drive").arg(spec.kind), spec.kind, repetition + 1);

    DeviceCounters::Sample deviceBefore, deviceAfter;
    const bool deviceBeforeOk = context.device->isAvailable() && context.device->read(&deviceBefore);
    const CpuTimes cpuBefore = CpuTimes::ofThisProcess();
    QElapsedTimer timer;
    timer.start();
    status = context.copier->copyTree(QFile::encodeName(folder), copyPath, context.counters, context.cancel);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const CpuTimes cpu = CpuTimes::ofThisProcess() - cpuBefore;
    const bool deviceOk = deviceBeforeOk && context.device->read(&deviceAfter);

    context.setStage(Text::tr("Removing the copy from the target"), spec.kind, repetition + 1);
    const Status removed = removeTreeNoFollow(copyPath);
    if (!status || !removed) {
        context.fail(status ? removed : status);
        return false;
    }

    RunRecord run;
    run.seconds = seconds;
    run.bytes = context.counters.bytes.load();
    run.files = context.counters.files.load();
    if (deviceOk) {
        run.deviceBytesRead = deviceAfter.bytesRead - deviceBefore.bytesRead;
        run.deviceBytesWritten = deviceAfter.bytesWritten - deviceBefore.bytesWritten;
    }
    run.cpuUserSeconds = cpu.userSeconds;
    run.cpuSystemSeconds = cpu.systemSeconds;
    run.residentBeforeFraction = residency.fraction();
    run.cold = run.residentBeforeFraction <= RunRecord::ColdResidencyLimit;
    {
        QMutexLocker locker(&context.lock);
        DriveRecord &drive = context.drive();
        ResultRecord *result = drive.findResult(spec.kind, QLatin1String(Variant), QLatin1String(Operation));
        if (!result) {
            drive.results.append(ResultRecord{spec.kind, QLatin1String(Variant), QLatin1String(Operation), {}});
            result = &drive.results.last();
        }
        result->runs.append(run);
        ++context.measurementsDone;
    }
    if (Status saved = saveIfWanted(context); !saved)
        context.fail(saved);
    return true;
}

void cleanup(RunContext &context)
{
    context.setStage(Text::tr("Cleaning up"));
    const Status target = context.targetWorkspace.remove();
    const Status source = context.sourceWorkspace.remove();
    if (!target)
        context.fail(target);
    if (!source)
        context.fail(source);
}

} // namespace cm::Stages
