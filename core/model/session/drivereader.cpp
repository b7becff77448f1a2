// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivereader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace cm {
namespace {

using json::Need;
using json::ObjectReader;
using json::Problem;

// The session reader's translation context, which its messages share.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionReader)
};

// Keys are Latin-1 literals, compared with the document's keys as they are.
using L1 = QLatin1String;

// A copier's choice is a text of the session: "external:" and the command.
static_assert(CopierChoice::LongestCommand + 9 <= SessionLimits::TextCharacters);

VolumeInfo readVolume(ObjectReader &r)
{
    VolumeInfo volume;
    volume.path = r.string(L1("path"));
    volume.mountPoint = r.string(L1("mountPoint"));
    volume.device = r.string(L1("device"));
    volume.blockDevice = r.nullableString(L1("blockDevice"));
    volume.model = r.nullableString(L1("model"));
    volume.serial = r.nullableString(L1("serial"));
    volume.rotational = r.nullableBoolean(L1("rotational"));
    if (const auto bytes = r.nullableInteger(L1("logicalSectorBytes"), SessionLimits::SmallCount))
        volume.logicalSectorBytes = int(*bytes);
    if (const auto bytes = r.nullableInteger(L1("physicalSectorBytes"), SessionLimits::SmallCount))
        volume.physicalSectorBytes = int(*bytes);
    volume.filesystem = r.string(L1("filesystem"));
    volume.mountOptions = r.string(L1("mountOptions"));
    volume.label = r.string(L1("volumeLabel"));
    volume.totalBytes = r.integer(L1("totalBytes"), SessionLimits::Count);
    volume.freeBytes = r.integer(L1("freeBytes"), SessionLimits::Count);
    volume.ramBacked = r.boolean(L1("ramBacked"), false);
    volume.network = r.boolean(L1("network"), false);
    volume.readOnly = r.boolean(L1("readOnly"), false);
    r.boolean(L1("viaLoopImage"), false); // derived from loopBackingFile or the drive's loop image
    volume.loopBackingFile = r.nullableString(L1("loopBackingFile"));
    volume.notes = r.strings(L1("notes"), SessionLimits::NoteCharacters);
    return volume;
}

VariantRecord readVariant(ObjectReader &r)
{
    VariantRecord variant;
    variant.onDiskBytes = r.nullableInteger(L1("onDiskBytes"), SessionLimits::Count);
    variant.onDiskMethod = r.string(L1("onDiskMethod"));
    variant.note = r.string(L1("note"), Need::Optional, SessionLimits::NoteCharacters);
    return variant;
}

DataSetSizing readSizing(ObjectReader &r)
{
    DataSetSizing sizing;
    sizing.calibrationBytes = r.integer(L1("calibrationBytes"), {1, SessionLimits::Count.highest}, Need::Required);
    sizing.calibrationSeconds = r.number(L1("calibrationSeconds"), SessionLimits::Seconds, Need::Required);
    sizing.minRunSeconds = r.number(L1("minRunSeconds"), SessionLimits::Seconds, Need::Required);
    const QString limit = r.string(L1("limitedBy"));
    if (const auto known = enumFromName(SizingLimitNames, limit))
        sizing.limitedBy = *known;
    else if (!limit.isEmpty())
        r.fail(L1("limitedBy"), Text::tr("'%1' is not run-time, cap or space").arg(limit));
    return sizing;
}

DataSetRecord readDataSet(ObjectReader &r)
{
    DataSetRecord dataSet;
    DataSetManifest &m = dataSet.manifest;
    m.kind = r.string(L1("kind"), Need::Required);
    m.seed = quint64(r.integer(L1("seed"), SessionLimits::Seed));
    m.files = r.integer(L1("files"), SessionLimits::Count);
    m.folders = r.integer(L1("folders"), SessionLimits::Count);
    m.bytes = r.integer(L1("logicalBytes"), SessionLimits::Count);
    m.largestFileBytes = r.integer(L1("largestFileBytes"), SessionLimits::Count);
    m.smallestFileBytes = r.integer(L1("smallestFileBytes"), SessionLimits::Count);
    // The ratios are null when nothing was sampled; the skipped list stays a kept field.
    m.sampleBytes = r.integer(L1("sampleBytes"), SessionLimits::Count);
    for (const auto &[key, ratio] :
         {std::pair{L1("zstdRatio"), &m.zstdRatio}, std::pair{L1("lz4Ratio"), &m.lz4Ratio}}) {
        if (m.sampleBytes > 0)
            *ratio = r.number(key, SessionLimits::CompressionRatio);
        else
            r.skip(key);
    }
    m.skippedCount = r.integer(L1("skippedCount"), SessionLimits::Count);

    ObjectReader variants(r.object(L1("variants")), &r, L1("variants"));
    {
        ObjectReader plain(variants.object(L1("plain")), &variants, L1("plain"));
        dataSet.plain = readVariant(plain);
        variants.keep(plain);
    }
    bool hasCompressed = false;
    ObjectReader compressed(variants.object(L1("compressed"), Need::Optional, &hasCompressed), &variants,
                            L1("compressed"));
    if (hasCompressed) {
        dataSet.compressed = readVariant(compressed);
        variants.keep(compressed);
    }
    r.keep(variants);
    bool sized = false;
    ObjectReader sizing(r.object(L1("sizing"), Need::Optional, &sized), &r, L1("sizing"));
    if (sized) {
        dataSet.sizing = readSizing(sizing);
        r.keep(sizing);
    }
    dataSet.extra = r.extra();
    return dataSet;
}

std::optional<CacheMode> readCacheMode(ObjectReader &r, QLatin1String key)
{
    const QString name = r.string(key);
    if (name.isEmpty())
        return std::nullopt;
    CacheMode mode = CacheMode::Drop;
    if (!parseCacheMode(name, &mode)) {
        r.fail(key, Text::tr("'%1' is not drop, evict, fresh or direct").arg(name));
        return std::nullopt;
    }
    return mode;
}

// A run's timeline is read only when it fits the run. One that does not
// (damage, or a form a later version writes) costs the run nothing: it is
// left unread, and so kept and written back as a field this version does
// not know, while the run's own fields load as ever.
std::optional<RunTimeline> readTimeline(ObjectReader &r, const RunRecord &run)
{
    const QJsonValue value = r.peek(L1("timeline"));
    if (!value.isObject())
        return std::nullopt;
    Problem problem;
    ObjectReader json(value.toObject(), &problem, &r, L1("timeline"), -1);
    RunTimeline timeline;
    timeline.intervalSeconds = json.number(L1("intervalSeconds"), SessionLimits::TimelineInterval, Need::Required);
    const QJsonArray bytes = json.array(L1("bytes"), Need::Required);
    if (problem.found() || bytes.size() > SessionLimits::TimelinePoints)
        return std::nullopt;
    timeline.bytes.reserve(bytes.size());
    for (const QJsonValue &count : bytes) {
        const double number = count.toDouble(-1.0);
        if (!count.isDouble() || number != std::trunc(number) || number < 0.0
            || number > double(SessionLimits::Count.highest))
            return std::nullopt;
        timeline.bytes.append(qint64(number));
    }
    if (!timeline.fits(run.seconds, run.bytes))
        return std::nullopt;
    r.skip(L1("timeline"));
    r.keep(json);
    return timeline;
}

RunRecord readRun(ObjectReader &r)
{
    RunRecord run;
    // Speeds divide by it: no zero, no denormal, nothing a clock cannot measure.
    run.seconds = r.number(L1("seconds"), SessionLimits::Seconds, Need::Required);
    run.bytes = r.integer(L1("bytes"), SessionLimits::Count, Need::Required);
    run.files = r.integer(L1("files"), SessionLimits::Count);
    run.deviceBytesRead = r.nullableInteger(L1("deviceBytesRead"), SessionLimits::Count);
    run.deviceBytesWritten = r.nullableInteger(L1("deviceBytesWritten"), SessionLimits::Count);
    run.cpuUserSeconds = r.number(L1("cpuUserSeconds"), SessionLimits::CpuSeconds);
    run.cpuSystemSeconds = r.number(L1("cpuSystemSeconds"), SessionLimits::CpuSeconds);
    run.residentBeforeFraction = r.number(L1("residentBeforeFraction"), SessionLimits::Fraction);
    run.cold = r.boolean(L1("cold"), true);
    run.cacheMode = readCacheMode(r, L1("cacheMode"));
    if (const auto seed = r.nullableInteger(L1("dataSeed"), SessionLimits::Seed))
        run.dataSeed = quint64(*seed);
    run.onDiskBytes = r.nullableInteger(L1("onDiskBytes"), SessionLimits::Count);
    run.interference = r.strings(L1("interference"), SessionLimits::NoteCharacters);
    if (run.interference.size() > RunRecord::MostInterferenceReasons)
        r.fail(L1("interference"),
               Text::tr("%1 reasons are more than the limit of %2")
                   .arg(QString::number(run.interference.size()), QString::number(RunRecord::MostInterferenceReasons)));
    run.timeline = readTimeline(r, run);
    run.extra = r.extra();
    return run;
}

ResultRecord readResult(ObjectReader &r)
{
    ResultRecord result;
    result.dataSet = r.string(L1("dataSet"), Need::Required);
    const QString variant = r.string(L1("variant"), Need::Required);
    if (const std::optional<Variant> known = variantFromName(variant))
        result.variant = *known;
    else if (!r.failed())
        r.fail(L1("variant"), Text::tr("'%1' is not plain or compressed").arg(variant));
    result.operation = r.string(L1("operation"), Need::Required);
    const QJsonArray runs = r.array(L1("runs"), Need::Required);
    result.runs.reserve(runs.size());
    for (qsizetype i = 0; i < runs.size() && !r.failed(); ++i) {
        ObjectReader run(r.element(L1("runs"), runs, i), &r, L1("runs"), i);
        result.runs.append(readRun(run));
    }
    result.targetSlower = r.boolean(L1("targetSlower"), false);
    // The summary is computed from the runs again; only what this version
    // does not compute is kept.
    ObjectReader summary(r.object(L1("summary")), &r, L1("summary"));
    for (const char *key : {"medianMBps", "meanMBps", "stdevMBps", "minMBps", "maxMBps", "ci95MBps",
                            "coefficientOfVariation", "outliers"})
        summary.skip(L1(key));
    r.keep(summary);
    // Computed from the runs again, like the summary.
    r.skip(L1("comparedToPlain"));
    result.extra = r.extra();
    return result;
}

LoopImageRecord readLoopImage(ObjectReader &r)
{
    LoopImageRecord image;
    image.volume = readVolume(r);
    image.imageBytes = r.integer(L1("imageBytes"), SessionLimits::Count);
    image.directIo = r.boolean(L1("directIo"), false);
    return image;
}

void readPlan(ObjectReader &r, DriveRecord *drive)
{
    Plan &plan = drive->plan;
    // A resumed run is built from these: they must be what a run can be.
    plan.repetitions = int(r.integer(L1("repetitions"), SessionLimits::Repetitions, Need::Optional, plan.repetitions));
    plan.cacheMode = readCacheMode(r, L1("cacheMode")).value_or(plan.cacheMode);

    plan.adaptiveRepetitions = r.boolean(L1("adaptiveRepetitions"), false);
    plan.autoSize = r.boolean(L1("autoSize"), false);
    plan.minRunSeconds = r.number(L1("minRunSeconds"), SessionLimits::Seconds);
    if (plan.minRunSeconds <= 0)
        plan.minRunSeconds = Plan::DefaultMinRunSeconds;
    plan.verify = r.boolean(L1("verify"), false);

    ObjectReader copier(r.object(L1("copier")), &r, L1("copier"));
    drive->copierName = copier.string(L1("name"));
    drive->copierThreads = int(copier.integer(L1("threads"), SessionLimits::SmallCount, Need::Optional, 1));
    plan.blockBytes = copier.integer(L1("blockBytes"), SessionLimits::BlockBytes, Need::Optional, plan.blockBytes);
    if (const QString choice = copier.string(L1("choice")); !choice.isEmpty()) {
        QString error;
        if (!CopierChoice::parse(choice, &plan.copier, &error))
            copier.fail(L1("choice"), error);
    }
    r.keep(copier);

    if (const QStringList names = r.strings(L1("operations")); !names.isEmpty()) {
        plan.operations.clear();
        for (const QString &name : names) {
            const std::optional<Operation> operation = operationFromName(name);
            if (!operation) {
                r.fail(L1("operations"), Text::tr("'%1' is not an operation").arg(name));
                break;
            }
            plan.operations.append(*operation);
        }
    }
    if (const QString choice = r.string(L1("compression")); !choice.isEmpty()) {
        QString error;
        if (!CompressionChoice::parse(choice, &plan.compression, &error))
            r.fail(L1("compression"), error);
    }
}

WorkspaceOwner readRunningBy(ObjectReader &r)
{
    WorkspaceOwner owner;
    owner.pid = r.integer(L1("pid"), {1, SessionLimits::SmallCount.highest}, Need::Required);
    owner.processStartTicks = r.integer(L1("processStart"), SessionLimits::Count);
    owner.bootId = r.string(L1("boot"));
    owner.host = r.string(L1("host"));
    const QString started = r.string(L1("started"));
    owner.created = QDateTime::fromString(started, Qt::ISODate);
    if (!started.isEmpty() && !owner.created.isValid())
        r.fail(L1("started"), Text::tr("'%1' is not a date and time such as 2026-11-30T13:00:00Z").arg(started));
    return owner;
}

} // namespace

DriveRecord readDrive(ObjectReader &r)
{
    DriveRecord drive;
    drive.id = r.string(L1("id"), Need::Required, SessionLimits::IdCharacters);
    if (!r.failed() && !isValidDriveId(drive.id))
        r.fail(L1("id"), Text::tr("'%1' is not an id of letters, digits, '-', '_' and '.'").arg(drive.id));
    drive.label = r.string(L1("label"), Need::Optional, SessionLimits::LabelCharacters);
    {
        ObjectReader source(r.object(L1("source"), Need::Required), &r, L1("source"));
        drive.source = readVolume(source);
        r.keep(source);
    }
    {
        ObjectReader target(r.object(L1("target")), &r, L1("target"));
        drive.target.path = target.string(L1("path"));
        drive.target.mountPoint = target.string(L1("mountPoint"));
        drive.target.filesystem = target.string(L1("filesystem"));
        drive.target.ramBacked = target.boolean(L1("ramBacked"), false);
        drive.target.freeBytes = target.integer(L1("freeBytes"), SessionLimits::Count);
        r.keep(target);
    }
    {
        ObjectReader compression(r.object(L1("compression")), &r, L1("compression"));
        const QString method = compression.string(L1("method"));
        const std::optional<CompressionMethod> known = enumFromName(CompressionMethodNames, method);
        if (known && *known != CompressionMethod::Auto)
            drive.compression.method = *known;
        else if (!method.isEmpty())
            compression.fail(L1("method"),
                             Text::tr("'%1' is not none, btrfs, ntfs, loop-btrfs or loop-ntfs").arg(method));
        drive.compression.algorithm = compression.string(L1("algorithm"));
        drive.compression.note = compression.string(L1("note"), Need::Optional, SessionLimits::NoteCharacters);
        r.keep(compression);
    }
    {
        ObjectReader plan(r.object(L1("plan")), &r, L1("plan"));
        readPlan(plan, &drive);
        r.keep(plan);
    }
    bool hasLoopImage = false;
    ObjectReader loopImage(r.object(L1("loopImage"), Need::Optional, &hasLoopImage), &r, L1("loopImage"));
    if (hasLoopImage) {
        drive.loopImage = readLoopImage(loopImage);
        r.keep(loopImage);
    }
    drive.deviceCountersNote = r.string(L1("deviceCountersNote"), Need::Optional, SessionLimits::NoteCharacters);
    drive.deviceCountedOn = r.string(L1("deviceCountedOn"), Need::Optional, SessionLimits::NoteCharacters);
    drive.cacheModeUsed = readCacheMode(r, L1("cacheModeUsed"));
    drive.cacheModeReason = r.string(L1("cacheModeReason"), Need::Optional, SessionLimits::NoteCharacters);
    drive.residencyMethod = r.string(L1("residencyMethod"));
    drive.targetWriteMBps = r.nullableNumber(L1("targetWriteMBps"), SessionLimits::MegabytesPerSecond);
    drive.logicalCores = int(r.integer(L1("logicalCores"), SessionLimits::SmallCount, Need::Optional, 0));
    drive.notes = r.strings(L1("notes"), SessionLimits::NoteCharacters);
    bool running = false;
    ObjectReader runningBy(r.object(L1("runningBy"), Need::Optional, &running), &r, L1("runningBy"));
    if (running) {
        drive.runningBy = readRunningBy(runningBy);
        r.keep(runningBy);
    }

    const QJsonArray dataSets = r.array(L1("dataSets"));
    for (qsizetype i = 0; i < dataSets.size() && !r.failed(); ++i) {
        ObjectReader dataSet(r.element(L1("dataSets"), dataSets, i), &r, L1("dataSets"), i);
        drive.dataSets.append(readDataSet(dataSet));
    }
    const QJsonArray results = r.array(L1("results"), Need::Required);
    drive.results.reserve(results.size());
    for (qsizetype i = 0; i < results.size() && !r.failed(); ++i) {
        ObjectReader result(r.element(L1("results"), results, i), &r, L1("results"), i);
        drive.results.append(readResult(result));
    }

    // What the plan was, as far as the file tells it.
    drive.plan.sourcePath = drive.source.path;
    drive.plan.targetPath = drive.target.path;
    drive.plan.label = drive.label;
    drive.plan.dataSets.clear();
    for (const DataSetRecord &dataSet : std::as_const(drive.dataSets))
        drive.plan.dataSets.append(DataSetSpec{dataSet.manifest.kind, dataSet.manifest.bytes, dataSet.manifest.seed});
    drive.extra = r.extra();
    return drive;
}

} // namespace cm
