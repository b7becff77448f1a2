// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionjson.h"

#include "session/manifestjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

namespace cm {
namespace {

QJsonValue optionalValue(const std::optional<qint64> &value)
{
    return value ? QJsonValue(double(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalValue(const std::optional<QString> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalValue(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalValue(const std::optional<bool> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
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
    return {{QStringLiteral("cpu"), machine.cpu},
            {QStringLiteral("logicalCores"), machine.logicalCores},
            {QStringLiteral("memoryBytes"), double(machine.memoryBytes)},
            {QStringLiteral("os"), machine.os},
            {QStringLiteral("kernel"), machine.kernel}};
}

QJsonObject targetToJson(const VolumeInfo &target, const QString &path)
{
    return {{QStringLiteral("path"), path},
            {QStringLiteral("mountPoint"), target.mountPoint},
            {QStringLiteral("filesystem"), target.filesystem},
            {QStringLiteral("ramBacked"), target.ramBacked},
            {QStringLiteral("freeBytes"), double(target.freeBytes)}};
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
    QJsonObject json{{QStringLiteral("repetitions"), drive.plan.repetitions},
                     {QStringLiteral("adaptiveRepetitions"), drive.plan.adaptiveRepetitions},
                     {QStringLiteral("cacheMode"), cacheModeName(drive.plan.cacheMode)},
                     {QStringLiteral("copier"),
                      QJsonObject{{QStringLiteral("name"), drive.copierName},
                                  {QStringLiteral("choice"), drive.plan.copier.name()},
                                  {QStringLiteral("threads"), drive.copierThreads},
                                  {QStringLiteral("blockBytes"), double(drive.plan.blockBytes)}}},
                     {QStringLiteral("verify"), drive.plan.verify},
                     {QStringLiteral("operations"), operationsToJson(drive.plan.operations)},
                     {QStringLiteral("compression"), drive.plan.compression.name()}};
    // Sized for it with autoSize; with any size, a shorter run is flagged.
    json.insert(QStringLiteral("minRunSeconds"), drive.plan.minRunSeconds);
    if (drive.plan.autoSize)
        json.insert(QStringLiteral("autoSize"), true);
    return json;
}

QJsonObject sizingToJson(const DataSetSizing &sizing)
{
    return {{QStringLiteral("calibrationBytes"), double(sizing.calibrationBytes)},
            {QStringLiteral("calibrationSeconds"), sizing.calibrationSeconds},
            {QStringLiteral("minRunSeconds"), sizing.minRunSeconds},
            {QStringLiteral("limitedBy"), enumName(SizingLimitNames, sizing.limitedBy)}};
}

QJsonObject variantToJson(const VariantRecord &variant)
{
    QJsonObject json{{QStringLiteral("onDiskBytes"), optionalValue(variant.onDiskBytes)}};
    if (!variant.onDiskMethod.isEmpty())
        json.insert(QStringLiteral("onDiskMethod"), variant.onDiskMethod);
    if (!variant.note.isEmpty())
        json.insert(QStringLiteral("note"), variant.note);
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
    for (const qint64 count : timeline.bytes)
        bytes.append(double(count));
    return {{QStringLiteral("intervalSeconds"), timeline.intervalSeconds}, {QStringLiteral("bytes"), bytes}};
}

QJsonObject runToJson(const RunRecord &run)
{
    QJsonObject json{{QStringLiteral("seconds"), run.seconds},
                     {QStringLiteral("bytes"), double(run.bytes)},
                     {QStringLiteral("files"), double(run.files)},
                     {QStringLiteral("deviceBytesRead"), optionalValue(run.deviceBytesRead)},
                     {QStringLiteral("deviceBytesWritten"), optionalValue(run.deviceBytesWritten)},
                     {QStringLiteral("cpuUserSeconds"), run.cpuUserSeconds},
                     {QStringLiteral("cpuSystemSeconds"), run.cpuSystemSeconds},
                     {QStringLiteral("residentBeforeFraction"), run.residentBeforeFraction},
                     {QStringLiteral("cold"), run.cold}};
    if (run.cacheMode)
        json.insert(QStringLiteral("cacheMode"), cacheModeName(*run.cacheMode));
    if (run.dataSeed)
        json.insert(QStringLiteral("dataSeed"), double(*run.dataSeed));
    if (run.onDiskBytes)
        json.insert(QStringLiteral("onDiskBytes"), double(*run.onDiskBytes));
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
    QJsonObject json{{QStringLiteral("dataSet"), result.dataSet},
                     {QStringLiteral("variant"), variantName(result.variant)},
                     {QStringLiteral("operation"), result.operation},
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
    json.insert(QStringLiteral("imageBytes"), double(image.imageBytes));
    json.insert(QStringLiteral("directIo"), image.directIo);
    return json;
}

// Who measures the drive now: the identity a workspace marker records.
QJsonObject runningByToJson(const WorkspaceOwner &owner)
{
    return {{QStringLiteral("pid"), double(owner.pid)},
            {QStringLiteral("processStart"), double(owner.processStartTicks)},
            {QStringLiteral("boot"), owner.bootId},
            {QStringLiteral("host"), owner.host},
            {QStringLiteral("started"),
             owner.created.isValid() ? owner.created.toUTC().toString(Qt::ISODate) : QString()}};
}

} // namespace

QJsonObject driveToJson(const DriveRecord &drive)
{
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
        compression.insert(QStringLiteral("algorithm"), drive.compression.algorithm);
    if (!drive.compression.note.isEmpty())
        compression.insert(QStringLiteral("note"), drive.compression.note);
    QJsonObject source = volumeToJson(drive.source);
    source.insert(QStringLiteral("viaLoopImage"), drive.loopImage.has_value());
    QJsonObject json{{QStringLiteral("id"), drive.id},
                     {QStringLiteral("label"), drive.label},
                     {QStringLiteral("source"), source},
                     {QStringLiteral("target"), targetToJson(drive.target, drive.plan.targetPath)},
                     {QStringLiteral("compression"), compression},
                     {QStringLiteral("plan"), planToJson(drive)},
                     {QStringLiteral("dataSets"), dataSets},
                     {QStringLiteral("results"), results}};
    if (drive.loopImage)
        json.insert(QStringLiteral("loopImage"), loopImageToJson(*drive.loopImage));
    if (!drive.deviceCountersNote.isEmpty())
        json.insert(QStringLiteral("deviceCountersNote"), drive.deviceCountersNote);
    if (!drive.deviceCountedOn.isEmpty())
        json.insert(QStringLiteral("deviceCountedOn"), drive.deviceCountedOn);
    if (drive.cacheModeUsed)
        json.insert(QStringLiteral("cacheModeUsed"), cacheModeName(*drive.cacheModeUsed));
    if (!drive.cacheModeReason.isEmpty())
        json.insert(QStringLiteral("cacheModeReason"), drive.cacheModeReason);
    if (!drive.residencyMethod.isEmpty())
        json.insert(QStringLiteral("residencyMethod"), drive.residencyMethod);
    if (drive.targetWriteMBps)
        json.insert(QStringLiteral("targetWriteMBps"), *drive.targetWriteMBps);
    if (!drive.notes.isEmpty())
        json.insert(QStringLiteral("notes"), QJsonArray::fromStringList(drive.notes));
    if (drive.runningBy)
        json.insert(QStringLiteral("runningBy"), runningByToJson(*drive.runningBy));
    mergeExtra(&json, drive.extra);
    return json;
}

QJsonObject volumeToJson(const VolumeInfo &volume)
{
    QJsonObject json{{QStringLiteral("path"), volume.path},
                     {QStringLiteral("mountPoint"), volume.mountPoint},
                     {QStringLiteral("device"), volume.device},
                     {QStringLiteral("blockDevice"), optionalValue(volume.blockDevice)},
                     {QStringLiteral("model"), optionalValue(volume.model)},
                     {QStringLiteral("serial"), optionalValue(volume.serial)},
                     {QStringLiteral("rotational"), optionalValue(volume.rotational)},
                     {QStringLiteral("logicalSectorBytes"), optionalValue(volume.logicalSectorBytes)},
                     {QStringLiteral("physicalSectorBytes"), optionalValue(volume.physicalSectorBytes)},
                     {QStringLiteral("filesystem"), volume.filesystem},
                     {QStringLiteral("mountOptions"), volume.mountOptions},
                     {QStringLiteral("totalBytes"), double(volume.totalBytes)},
                     {QStringLiteral("freeBytes"), double(volume.freeBytes)},
                     {QStringLiteral("ramBacked"), volume.ramBacked},
                     {QStringLiteral("network"), volume.network},
                     {QStringLiteral("readOnly"), volume.readOnly},
                     {QStringLiteral("viaLoopImage"), volume.loopBackingFile.has_value()},
                     {QStringLiteral("loopBackingFile"), optionalValue(volume.loopBackingFile)}};
    if (!volume.notes.isEmpty())
        json.insert(QStringLiteral("notes"), QJsonArray::fromStringList(volume.notes));
    return json;
}

QJsonObject sessionToJson(const Session &session)
{
    QJsonArray drives;
    for (const DriveRecord &drive : session.drives)
        drives.append(driveToJson(drive));
    QJsonObject json{{QStringLiteral("format"), QLatin1String(SessionFormatName)},
                     {QStringLiteral("version"), SessionFormatVersion},
                     {QStringLiteral("created"), session.created.toUTC().toString(Qt::ISODate)},
                     {QStringLiteral("app"),
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("CompressMark")},
                                  {QStringLiteral("version"), QCoreApplication::applicationVersion()}}},
                     {QStringLiteral("machine"), machineToJson(session.machine)},
                     {QStringLiteral("drives"), drives}};
    mergeExtra(&json, session.extra);
    return json;
}

} // namespace cm
