// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetwriting.h"

#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runshared.h"
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
Status writeDataSet(const DataSetWriting &writing, qsizetype index, Variant variant, quint64 seed,
                    DataSetManifest *manifest, VariantRecord *onDisk)
{
    const RunWorkspaces &workspaces = writing.workspaces;
    const RunCompression &compression = writing.compression;
    const Cancellation &cancel = writing.run.cancel;
    DataSetSpec spec = writing.dataSets.specs[index];
    spec.seed = seed;
    const auto generator = makeDataSetGenerator(spec.kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(spec.kind));
    const QString folder = workspaces.dataSetFolder(variant, index, spec.kind);
    const bool bracket = compression.onDiskMethod == OnDiskSize::Method::FreeSpaceDelta;
    qint64 usedBefore = 0, usedAfter = 0;
    if (bracket)
        if (Status status = OnDiskSize::usedBytesAfterSync(workspaces.dataRoot, &usedBefore); !status)
            return status;
    if (Status status = generator->generate(spec, folder, cancel, manifest); !status)
        return status;
    if (variant == Variant::Compressed)
        if (Status status = compression.backend->compressWrittenFiles(folder, compression.setup.algorithm, cancel);
            !status)
            return status;
    // Flushed, so that the on-disk size is final.
    if (Status status = bracket ? OnDiskSize::usedBytesAfterSync(workspaces.dataRoot, &usedAfter)
                                : syncFilesystemOf(workspaces.dataRoot);
        !status)
        return status;
    qint64 bytes = usedAfter - usedBefore;
    const Status measured = bracket ? Status::ok() : OnDiskSize::measureTree(folder, compression.onDiskMethod, &bytes);
    onDisk->onDiskMethod = OnDiskSize::methodName(compression.onDiskMethod);
    if (measured)
        onDisk->onDiskBytes = bytes;
    else
        onDisk->note = measured.message();
    return Status::ok();
}

} // namespace

Status writeDataSets(const DataSetWriting &writing)
{
    RunShared &run = writing.run;
    const RunWords &words = writing.reporting.words;
    // A resumed drive gets its data sets written anew, the same bytes.
    run.state.lock()->drive().dataSets.clear();
    RunDataSets &dataSets = writing.dataSets;
    for (qsizetype i = 0; i < dataSets.specs.size(); ++i) {
        const DataSetSpec &spec = dataSets.specs[i];
        DataSetRecord record;
        record.sizing = dataSets.sizings[i];
        for (const Variant variant : run.variants()) {
            writing.reporting.setStage(
                Text::tr("Writing: %1, %2").arg(words.dataSet(spec.kind), words.variant(variant)), spec.kind);
            VariantRecord onDisk;
            if (Status status = writeDataSet(writing, i, variant, spec.seed, &record.manifest, &onDisk); !status)
                return status;
            run.preparationStepDone();
            if (variant == Variant::Plain)
                record.plain = onDisk;
            else
                record.compressed = onDisk;
        }
        dataSets.seedsOnDisk.append(spec.seed);
        run.state.lock()->drive().dataSets.append(record);
    }
    return Status::ok();
}

Status refreshDataSet(const DataSetWriting &writing, int index, int repetition)
{
    RunDataSets &dataSets = writing.dataSets;
    const DataSetSpec &spec = writing.run.plan.dataSets[index];
    const quint64 seed = spec.seedOfRepetition(repetition);
    if (dataSets.seedsOnDisk[index] == seed)
        return Status::ok();
    writing.reporting.setStage(Text::tr("Writing fresh data for %1").arg(writing.reporting.words.dataSet(spec.kind)),
                               spec.kind, repetition + 1);
    for (const Variant variant : writing.run.variants()) {
        const QString folder = writing.workspaces.dataSetFolder(variant, index, spec.kind);
        if (Status status = removeTreeNoFollow(QFile::encodeName(folder)); !status)
            return status;
        DataSetManifest manifest;
        VariantRecord onDisk;
        if (Status status = writeDataSet(writing, index, variant, seed, &manifest, &onDisk); !status)
            return status;
    }
    dataSets.seedsOnDisk[index] = seed;
    return Status::ok();
}

} // namespace cm::Stages
