// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetwriting.h"

#include "bench/runcontext.h"
#include "datasets/datasetgenerator.h"
#include "fs/saferemove.h"
#include "fs/syncfilesystem.h"

#include <QCoreApplication>
#include <QFile>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// Writes data set `index` of `variant` with `seed` and measures what it
// takes on the disk. The free-space method needs the writing bracketed.
Status writeDataSet(RunContext &context, qsizetype index, Variant variant, quint64 seed, DataSetManifest *manifest,
                    VariantRecord *onDisk)
{
    DataSetSpec spec = context.dataSets[index];
    spec.seed = seed;
    const auto generator = makeDataSetGenerator(spec.kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(spec.kind));
    const QString folder = context.dataSetFolder(variant, index);
    const bool bracket = context.onDiskMethod == OnDiskSize::Method::FreeSpaceDelta;
    qint64 usedBefore = 0, usedAfter = 0;
    if (bracket)
        if (Status status = OnDiskSize::usedBytesAfterSync(context.dataRoot, &usedBefore); !status)
            return status;
    if (Status status = generator->generate(spec, folder, context.cancel, manifest); !status)
        return status;
    if (variant == Variant::Compressed)
        if (Status status
            = context.compressionBackend->compressWrittenFiles(folder, context.compression.algorithm, context.cancel);
            !status)
            return status;
    // Flushed, so that the on-disk size is final.
    if (Status status
        = bracket ? OnDiskSize::usedBytesAfterSync(context.dataRoot, &usedAfter) : syncFilesystemOf(context.dataRoot);
        !status)
        return status;
    qint64 bytes = usedAfter - usedBefore;
    const Status measured = bracket ? Status::ok() : OnDiskSize::measureTree(folder, context.onDiskMethod, &bytes);
    onDisk->onDiskMethod = OnDiskSize::methodName(context.onDiskMethod);
    if (measured)
        onDisk->onDiskBytes = bytes;
    else
        onDisk->note = measured.message();
    return Status::ok();
}

} // namespace

Status writeDataSets(RunContext &context)
{
    {
        // A resumed drive gets its data sets written anew, the same bytes.
        const auto state = context.state.lock();
        state->drive().dataSets.clear();
    }
    for (qsizetype i = 0; i < context.dataSets.size(); ++i) {
        const DataSetSpec &spec = context.dataSets[i];
        DataSetRecord record;
        record.sizing = context.sizings[i];
        for (const Variant variant : context.variants()) {
            context.setStage(
                Text::tr("Writing: %1, %2").arg(context.words.dataSet(spec.kind), context.words.variant(variant)),
                spec.kind);
            VariantRecord onDisk;
            if (Status status = writeDataSet(context, i, variant, spec.seed, &record.manifest, &onDisk); !status)
                return status;
            context.preparationStepDone();
            if (variant == Variant::Plain)
                record.plain = onDisk;
            else
                record.compressed = onDisk;
        }
        context.seedsOnDisk.append(spec.seed);
        const auto state = context.state.lock();
        state->drive().dataSets.append(record);
    }
    return Status::ok();
}

Status refreshDataSet(RunContext &context, int index, int repetition)
{
    const quint64 seed = context.plan.dataSets[index].seedOfRepetition(repetition);
    if (context.seedsOnDisk[index] == seed)
        return Status::ok();
    const QString kind = context.plan.dataSets[index].kind;
    context.setStage(Text::tr("Writing fresh data for %1").arg(context.words.dataSet(kind)), kind, repetition + 1);
    for (const Variant variant : context.variants()) {
        const QString folder = context.dataSetFolder(variant, index);
        if (Status status = removeTreeNoFollow(QFile::encodeName(folder)); !status)
            return status;
        DataSetManifest manifest;
        VariantRecord onDisk;
        if (Status status = writeDataSet(context, index, variant, seed, &manifest, &onDisk); !status)
            return status;
    }
    context.seedsOnDisk[index] = seed;
    return Status::ok();
}

} // namespace cm::Stages
