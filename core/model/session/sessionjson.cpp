// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionjson.h"

#include "session/manifestjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionWriter)
};

using SessionLimits::boundedText;
using SessionLimits::Range;

// Every value within what the reader takes (sessionlimits.h), so that what
// is saved always loads again. The values a run makes are within already;
// a number beyond is brought to the nearest it can hold, a text cut.
QJsonValue count(qint64 value, Range<qint64> range = SessionLimits::Count)
{
    return QJsonValue(range.clamped(value));
}

QJsonValue number(double value, Range<double> range)
{
    return QJsonValue(range.clamped(value));
}

QJsonValue optionalCount(const std::optional<qint64> &value)
{
    return value ? count(*value) : QJsonValue(QJsonValue::Null);
}

QString text(const QString &value)
{
    return boundedText(value, SessionLimits::TextCharacters);
}

QString note(const QString &value)
{
    return boundedText(value, SessionLimits::NoteCharacters);
}

QJsonValue optionalText(const std::optional<QString> &value)
{
    return value ? QJsonValue(text(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalValue(const std::optional<int> &value)
{
    return value ? count(*value, SessionLimits::SmallCount) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalValue(const std::optional<bool> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonArray notes(const QStringList &values)
{
    QJsonArray array;
    for (const QString &value : values)
        array.append(note(value));
    return array;
}

// At most as many reasons as the reader takes: the last kept says how many more there were.
QJsonArray reasons(const QStringList &values)
{
    constexpr qsizetype Most = SessionLimits::MostInterferenceReasons;
    if (values.size() <= Most)
        return notes(values);
    QJsonArray array = notes(values.first(Most - 1));
    array.append(Text::tr("and %n more", nullptr, int(values.size() - (Most - 1))));
    return array;
}

// Dates to the millisecond, as QDateTime holds them; a whole second as ever.
QString dateText(const QDateTime &date)
{
    if (!date.isValid())
        return QString();
    return date.toUTC().toString(date.time().msec() == 0 ? Qt::ISODate : Qt::ISODateWithMs);
}

// Puts back the fields a load did not understand (session.h, "Unknown
// fields"); an object under both keys is merged the same way one level down.
// A kept value wins over a written one: the two meet only where this writer
// knows a field that the reader did not read (a newer writer, an older
// reader), and then the file's value is the true one, not a default.
void mergeExtra(QJsonObject *json, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        const auto written = json->find(it.key());
        if (written != json->end() && written->isObject() && it.value().isObject()) {
            QJsonObject merged = written->toObject();
            mergeExtra(&merged, it.value().toObject());
            *written = merged;
        } else {
            json->insert(it.key(), it.value());
        }
    }
}

QJsonObject machineToJson(const MachineInfo &machine)
{
    return {{QStringLiteral("cpu"), text(machine.cpu)},
            {QStringLiteral("logicalCores"), count(machine.logicalCores, SessionLimits::SmallCount)},
            {QStringLiteral("memoryBytes"), count(machine.memoryBytes)},
            {QStringLiteral("os"), text(machine.os)},
            {QStringLiteral("kernel"), text(machine.kernel)}};
}

QJsonObject targetToJson(const VolumeInfo &target, const QString &path)
{
    return {{QStringLiteral("path"), text(path)},
            {QStringLiteral("mountPoint"), text(target.mountPoint)},
            {QStringLiteral("filesystem"), text(target.filesystem)},
            {QStringLiteral("ramBacked"), target.ramBacked},
            {QStringLiteral("freeBytes"), count(target.freeBytes)}};
}

QJsonArray operationsToJson(const QList<Operation> &operations)
{
    QJsonArray names;
    for (const Operation operation : operations)
        names.append(operationName(operation));
    return names;
}

QJsonObject planToJson(const DriveRecord &drive)
{
    QJsonObject json{{QStringLiteral("repetitions"), count(drive.plan.repetitions, SessionLimits::Repetitions)},
                     {QStringLiteral("adaptiveRepetitions"), drive.plan.adaptiveRepetitions},
                     {QStringLiteral("cacheMode"), cacheModeName(drive.plan.cacheMode)},
                     {QStringLiteral("copier"),
                      QJsonObject{{QStringLiteral("name"), text(drive.copierName)},
                                  {QStringLiteral("choice"), drive.plan.copier.name()},
                                  {QStringLiteral("threads"), count(drive.copierThreads, SessionLimits::SmallCount)},
                                  {QStringLiteral("blockBytes"),
                                   count(drive.plan.blockBytes, SessionLimits::BlockBytes)}}},
                     {QStringLiteral("verify"), drive.plan.verify},
                     {QStringLiteral("operations"), operationsToJson(drive.plan.operations)},
                     {QStringLiteral("compression"), drive.plan.compression.name()}};
    // Sized for it with autoSize; with any size, a shorter run is flagged.
    json.insert(QStringLiteral("minRunSeconds"), number(drive.plan.minRunSeconds, SessionLimits::Seconds));
    if (drive.plan.autoSize)
        json.insert(QStringLiteral("autoSize"), true);
    return json;
}

QJsonObject sizingToJson(const DataSetSizing &sizing)
{
    return {{QStringLiteral("calibrationBytes"), count(sizing.calibrationBytes, {1, SessionLimits::Count.highest})},
            {QStringLiteral("calibrationSeconds"), number(sizing.calibrationSeconds, SessionLimits::Seconds)},
            {QStringLiteral("minRunSeconds"), number(sizing.minRunSeconds, SessionLimits::Seconds)},
            {QStringLiteral("limitedBy"), enumName(SizingLimitNames, sizing.limitedBy)}};
}

QJsonObject variantToJson(const VariantRecord &variant)
{
    QJsonObject json{{QStringLiteral("onDiskBytes"), optionalCount(variant.onDiskBytes)}};
    if (!variant.onDiskMethod.isEmpty())
        json.insert(QStringLiteral("onDiskMethod"), text(variant.onDiskMethod));
    if (!variant.note.isEmpty())
        json.insert(QStringLiteral("note"), note(variant.note));
    return json;
}

QJsonObject dataSetToJson(const DataSetRecord &dataSet)
{
    QJsonObject variants{{variantName(Variant::Plain), variantToJson(dataSet.plain)}};
    if (dataSet.compressed)
        variants.insert(variantName(Variant::Compressed), variantToJson(*dataSet.compressed));
    QJsonObject json = manifestToJson(dataSet.manifest); // the same fields `compressmark generate` prints
    json.insert(QStringLiteral("variants"), variants);
    if (dataSet.sizing)
        json.insert(QStringLiteral("sizing"), sizingToJson(*dataSet.sizing));
    mergeExtra(&json, dataSet.extra);
    return json;
}

QJsonObject timelineToJson(const RunTimeline &timeline)
{
    QJsonArray bytes;
    for (const qint64 delivered : timeline.bytes)
        bytes.append(QJsonValue(delivered));
    return {{QStringLiteral("intervalSeconds"), timeline.intervalSeconds}, {QStringLiteral("bytes"), bytes}};
}

// A run within the reader's limits: written so, and what the summary and
// the comparison written beside it are computed from.
RunRecord boundedRun(RunRecord run)
{
    run.seconds = SessionLimits::Seconds.clamped(run.seconds);
    run.bytes = SessionLimits::Count.clamped(run.bytes);
    run.files = SessionLimits::Count.clamped(run.files);
    for (std::optional<qint64> *bytes : {&run.deviceBytesRead, &run.deviceBytesWritten, &run.onDiskBytes}) {
        if (*bytes)
            **bytes = SessionLimits::Count.clamped(**bytes);
    }
    run.cpuUserSeconds = SessionLimits::CpuSeconds.clamped(run.cpuUserSeconds);
    run.cpuSystemSeconds = SessionLimits::CpuSeconds.clamped(run.cpuSystemSeconds);
    run.residentBeforeFraction = SessionLimits::Fraction.clamped(run.residentBeforeFraction);
    if (run.dataSeed)
        *run.dataSeed &= DataSetSpec::LargestSeed;
    QStringList kept;
    for (const QJsonValue reason : reasons(run.interference))
        kept << reason.toString();
    run.interference = kept;
    return run;
}

QJsonObject runToJson(const RunRecord &run)
{
    QJsonObject json{{QStringLiteral("seconds"), run.seconds},
                     {QStringLiteral("bytes"), run.bytes},
                     {QStringLiteral("files"), run.files},
                     {QStringLiteral("deviceBytesRead"), optionalCount(run.deviceBytesRead)},
                     {QStringLiteral("deviceBytesWritten"), optionalCount(run.deviceBytesWritten)},
                     {QStringLiteral("cpuUserSeconds"), run.cpuUserSeconds},
                     {QStringLiteral("cpuSystemSeconds"), run.cpuSystemSeconds},
                     {QStringLiteral("residentBeforeFraction"), run.residentBeforeFraction},
                     {QStringLiteral("cold"), run.cold}};
    if (run.cacheMode)
        json.insert(QStringLiteral("cacheMode"), cacheModeName(*run.cacheMode));
    if (run.dataSeed)
        json.insert(QStringLiteral("dataSeed"), qint64(*run.dataSeed));
    if (run.onDiskBytes)
        json.insert(QStringLiteral("onDiskBytes"), *run.onDiskBytes);
    if (!run.interference.isEmpty())
        json.insert(QStringLiteral("interference"), QJsonArray::fromStringList(run.interference));
    if (run.timeline)
        json.insert(QStringLiteral("timeline"), timelineToJson(*run.timeline));
    mergeExtra(&json, run.extra);
    return json;
}

QJsonObject summaryToJson(const SpeedSummary &summary)
{
    return {{QStringLiteral("medianMBps"), summary.medianMBps},
            {QStringLiteral("meanMBps"), summary.meanMBps},
            {QStringLiteral("stdevMBps"), summary.stdevMBps},
            {QStringLiteral("minMBps"), summary.minMBps},
            {QStringLiteral("maxMBps"), summary.maxMBps},
            {QStringLiteral("ci95MBps"), summary.ci95MBps},
            {QStringLiteral("coefficientOfVariation"), summary.coefficientOfVariation()},
            {QStringLiteral("outliers"), summary.outliers}};
}

// Computed from the runs like the summary; written for scripts.
QJsonObject comparisonToJson(const PairedComparison &comparison)
{
    QJsonObject json{{QStringLiteral("pairs"), comparison.pairs},
                     {QStringLiteral("verdict"), enumName(VerdictNames, comparison.verdict)}};
    if (comparison.enoughPairs()) {
        json.insert(QStringLiteral("ratio"), comparison.ratio);
        json.insert(QStringLiteral("low"), comparison.low);
        json.insert(QStringLiteral("high"), comparison.high);
    }
    return json;
}

QJsonObject resultToJson(const ResultRecord &result)
{
    QJsonArray runs;
    for (const RunRecord &run : result.runs)
        runs.append(runToJson(run));
    QJsonObject json{{QStringLiteral("dataSet"), text(result.dataSet)},
                     {QStringLiteral("variant"), variantName(result.variant)},
                     {QStringLiteral("operation"), text(result.operation)},
                     {QStringLiteral("runs"), runs},
                     {QStringLiteral("summary"), summaryToJson(result.summary())}};
    if (result.targetSlower)
        json.insert(QStringLiteral("targetSlower"), true);
    mergeExtra(&json, result.extra);
    return json;
}

QJsonObject loopImageToJson(const LoopImageRecord &image)
{
    QJsonObject json = volumeToJson(image.volume);
    json.insert(QStringLiteral("imageBytes"), count(image.imageBytes));
    json.insert(QStringLiteral("directIo"), image.directIo);
    return json;
}

// Who measures the drive now: the identity a workspace marker records.
QJsonObject runningByToJson(const WorkspaceOwner &owner)
{
    return {{QStringLiteral("pid"), count(owner.pid, {1, SessionLimits::SmallCount.highest})},
            {QStringLiteral("processStart"), count(owner.processStartTicks)},
            {QStringLiteral("boot"), text(owner.bootId)},
            {QStringLiteral("host"), text(owner.host)},
            {QStringLiteral("started"), dateText(owner.created)}};
}

} // namespace

QJsonObject driveToJson(const DriveRecord &written)
{
    DriveRecord drive = written;
    for (ResultRecord &result : drive.results) {
        for (RunRecord &run : result.runs)
            run = boundedRun(run);
    }
    QJsonArray dataSets, results;
    for (const DataSetRecord &dataSet : drive.dataSets)
        dataSets.append(dataSetToJson(dataSet));
    for (const ResultRecord &result : drive.results) {
        QJsonObject json = resultToJson(result);
        if (const std::optional<PairedComparison> comparison = drive.comparedToPlain(result))
            json.insert(QStringLiteral("comparedToPlain"), comparisonToJson(*comparison));
        results.append(json);
    }
    QJsonObject compression{{QStringLiteral("method"), compressionMethodName(drive.compression.method)}};
    if (!drive.compression.algorithm.isEmpty())
        compression.insert(QStringLiteral("algorithm"), text(drive.compression.algorithm));
    if (!drive.compression.note.isEmpty())
        compression.insert(QStringLiteral("note"), note(drive.compression.note));
    QJsonObject source = volumeToJson(drive.source);
    source.insert(QStringLiteral("viaLoopImage"), drive.loopImage.has_value());
    QJsonObject json{{QStringLiteral("id"), drive.id},
                     {QStringLiteral("label"), boundedText(drive.label, SessionLimits::LabelCharacters)},
                     {QStringLiteral("source"), source},
                     {QStringLiteral("target"), targetToJson(drive.target, drive.plan.targetPath)},
                     {QStringLiteral("compression"), compression},
                     {QStringLiteral("plan"), planToJson(drive)},
                     {QStringLiteral("dataSets"), dataSets},
                     {QStringLiteral("results"), results}};
    if (drive.loopImage)
        json.insert(QStringLiteral("loopImage"), loopImageToJson(*drive.loopImage));
    if (!drive.deviceCountersNote.isEmpty())
        json.insert(QStringLiteral("deviceCountersNote"), note(drive.deviceCountersNote));
    if (!drive.deviceCountedOn.isEmpty())
        json.insert(QStringLiteral("deviceCountedOn"), note(drive.deviceCountedOn));
    if (drive.cacheModeUsed)
        json.insert(QStringLiteral("cacheModeUsed"), cacheModeName(*drive.cacheModeUsed));
    if (!drive.cacheModeReason.isEmpty())
        json.insert(QStringLiteral("cacheModeReason"), note(drive.cacheModeReason));
    if (!drive.residencyMethod.isEmpty())
        json.insert(QStringLiteral("residencyMethod"), text(drive.residencyMethod));
    if (drive.targetWriteMBps)
        json.insert(QStringLiteral("targetWriteMBps"),
                    number(*drive.targetWriteMBps, SessionLimits::MegabytesPerSecond));
    if (drive.logicalCores > 0)
        json.insert(QStringLiteral("logicalCores"), count(drive.logicalCores, SessionLimits::SmallCount));
    if (!drive.notes.isEmpty())
        json.insert(QStringLiteral("notes"), notes(drive.notes));
    if (drive.runningBy)
        json.insert(QStringLiteral("runningBy"), runningByToJson(*drive.runningBy));
    mergeExtra(&json, drive.extra);
    return json;
}

QJsonObject volumeToJson(const VolumeInfo &volume)
{
    QJsonObject json{{QStringLiteral("path"), text(volume.path)},
                     {QStringLiteral("mountPoint"), text(volume.mountPoint)},
                     {QStringLiteral("device"), text(volume.device)},
                     {QStringLiteral("blockDevice"), optionalText(volume.blockDevice)},
                     {QStringLiteral("model"), optionalText(volume.model)},
                     {QStringLiteral("serial"), optionalText(volume.serial)},
                     {QStringLiteral("rotational"), optionalValue(volume.rotational)},
                     {QStringLiteral("logicalSectorBytes"), optionalValue(volume.logicalSectorBytes)},
                     {QStringLiteral("physicalSectorBytes"), optionalValue(volume.physicalSectorBytes)},
                     {QStringLiteral("filesystem"), text(volume.filesystem)},
                     {QStringLiteral("mountOptions"), text(volume.mountOptions)},
                     {QStringLiteral("totalBytes"), count(volume.totalBytes)},
                     {QStringLiteral("freeBytes"), count(volume.freeBytes)},
                     {QStringLiteral("ramBacked"), volume.ramBacked},
                     {QStringLiteral("network"), volume.network},
                     {QStringLiteral("readOnly"), volume.readOnly},
                     {QStringLiteral("viaLoopImage"), volume.loopBackingFile.has_value()},
                     {QStringLiteral("loopBackingFile"), optionalText(volume.loopBackingFile)}};
    if (!volume.label.isEmpty())
        json.insert(QStringLiteral("volumeLabel"), text(volume.label));
    if (!volume.notes.isEmpty())
        json.insert(QStringLiteral("notes"), notes(volume.notes));
    return json;
}

QJsonObject sessionToJson(const Session &session)
{
    QJsonArray drives;
    for (const DriveRecord &drive : session.drives)
        drives.append(driveToJson(drive));
    QJsonObject json{{QStringLiteral("format"), QLatin1String(SessionFormatName)},
                     {QStringLiteral("version"), SessionFormatVersion},
                     {QStringLiteral("created"), dateText(session.created)},
                     {QStringLiteral("app"),
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("CompressMark")},
                                  {QStringLiteral("version"), QCoreApplication::applicationVersion()}}},
                     {QStringLiteral("machine"), machineToJson(session.machine)},
                     {QStringLiteral("drives"), drives}};
    mergeExtra(&json, session.extra);
    return json;
}

} // namespace cm
