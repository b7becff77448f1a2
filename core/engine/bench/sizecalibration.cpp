// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizecalibration.h"

#include "bench/coldcache.h"
#include "bench/operationstep.h"
#include "bench/runcontext.h"
#include "datasets/datasetgenerator.h"
#include "fs/saferemove.h"
#include "fs/syncfilesystem.h"
#include "workflow/preflight.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace cm {
namespace SizeCalibration {

qint64 chooseBytes(DataSetSizing *sizing, qint64 room)
{
    const double bytesPerSecond = double(sizing->calibrationBytes) / std::max(sizing->calibrationSeconds, 1e-9);
    const double wanted = bytesPerSecond * sizing->minRunSeconds * Margin;
    const qint64 bytes = std::max<qint64>(1, qint64(std::ceil(std::min(wanted, double(Cap) * 2) / double(MiB)))) * MiB;
    sizing->limitedBy = DataSetSizing::Limit::RunTime;
    qint64 chosen = bytes;
    if (chosen > Cap) {
        chosen = Cap;
        sizing->limitedBy = DataSetSizing::Limit::Cap;
    }
    if (chosen > room) {
        chosen = std::max<qint64>(MiB, room / MiB * MiB);
        sizing->limitedBy = DataSetSizing::Limit::Space;
    }
    return chosen;
}

double trustedSeconds(double minRunSeconds)
{
    return std::min(TrustedSeconds, minRunSeconds * TrustedShare);
}

qint64 nextCalibrationBytes(qint64 bytes, double seconds, double trusted, qint64 room)
{
    const double growth = std::clamp(trusted * 1.5 / std::max(seconds, 1e-9), 2.0, 16.0);
    const qint64 limit = std::min(room, Cap) / MiB * MiB;
    return std::max(bytes, std::min(limit, qint64(std::ceil(double(bytes) * growth / double(MiB))) * MiB));
}

qint64 largestTotalBytes(const Plan &plan)
{
    if (!plan.autoSize)
        return plan.totalDataSetBytes();
    qint64 total = 0;
    for (const DataSetSpec &spec : plan.dataSets)
        total += spec.isFolder() ? spec.bytes : std::max(spec.bytes, Cap);
    return total;
}

} // namespace SizeCalibration

namespace Stages {
namespace {

using namespace SizeCalibration;

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// What each generated data set may take: the drive holds every data set in
// every variant (a loop image grows on the drive beneath it), the RAM disk
// one copy at a time. Folder data sets have their size already.
qint64 roomPerDataSet(const RunContext &context)
{
    qint64 driveFree = probeVolume(context.dataRoot).freeBytes;
    if (context.loopImage.isMounted())
        driveFree = std::min(driveFree, probeVolume(context.sourceWorkspace.path()).freeBytes);
    const qint64 variants = std::max<qint64>(1, context.variants().size());
    qint64 folderBytes = 0;
    qint64 generated = 0;
    for (const DataSetSpec &spec : context.plan.dataSets) {
        if (spec.isFolder())
            folderBytes += spec.bytes * variants;
        else
            ++generated;
    }
    const qint64 driveRoom
        = (driveFree - spaceMargin(driveFree) - folderBytes) / (variants * std::max<qint64>(1, generated));
    const qint64 targetFree = probeVolume(context.targetWorkspace.path()).freeBytes;
    return std::max<qint64>(0, std::min(driveRoom, targetFree - spaceMargin(targetFree)));
}

// One cold read of `folder` through the run's copier, as the timed read
// does; its seconds and the bytes it delivered.
Status timeColdRead(RunContext &context, const QString &folder, double *seconds, qint64 *bytes)
{
    const auto step
        = OperationStep::make(Operation::Read,
                              StepFolders{folder, context.targetWorkspace.filePath(QStringLiteral("calibration")),
                                          QString()},
                              *context.copier, context.cancel);
    Status status = step->setUp();
    if (status)
        status = makeCold(context, step->readFolder());
    context.counters.reset();
    QElapsedTimer timer;
    timer.start();
    if (status)
        status = step->run(context.counters);
    *seconds = double(timer.nsecsElapsed()) / 1e9;
    *bytes = context.counters.bytes.load();
    const Status removed = step->tearDown();
    return status ? removed : status;
}

// Writes `spec` into a calibration folder beside the plain data sets, reads
// it cold ReadsPerSize times and removes it.
Status calibrateAt(RunContext &context, const DataSetSpec &spec, DataSetSizing *sizing)
{
    const QString folder
        = context.dataRoot + QLatin1Char('/') + variantName(Variant::Plain) + QStringLiteral("/calibration");
    const auto generator = makeDataSetGenerator(spec.kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(spec.kind));
    context.setStage(Text::tr("Calibrating the size of %1 (%2)")
                         .arg(context.words.dataSet(spec.kind), context.words.dataSize(spec.bytes)),
                     spec.kind);
    DataSetManifest manifest;
    Status status = generator->generate(spec, folder, context.cancel, &manifest);
    if (status)
        status = syncFilesystemOf(context.dataRoot);
    sizing->calibrationSeconds = 0.0;
    for (int read = 0; status && read < ReadsPerSize; ++read) {
        double seconds = 0.0;
        qint64 bytes = 0;
        status = timeColdRead(context, folder, &seconds, &bytes);
        if (status && (sizing->calibrationSeconds == 0.0 || seconds < sizing->calibrationSeconds)) {
            sizing->calibrationSeconds = std::max(seconds, 1e-9);
            sizing->calibrationBytes = bytes;
        }
    }
    const Status removed = removeTreeNoFollow(QFile::encodeName(folder));
    return status ? removed : status;
}

} // namespace

Status calibrateDataSetSizes(RunContext &context)
{
    context.dataSets = context.plan.dataSets;
    context.sizings = QList<std::optional<DataSetSizing>>(context.dataSets.size());
    if (!context.plan.autoSize)
        return Status::ok();
    const qint64 room = roomPerDataSet(context);
    for (qsizetype i = 0; i < context.dataSets.size(); ++i) {
        DataSetSpec &spec = context.dataSets[i];
        if (spec.isFolder()) {
            context.preparationStepDone(); // a folder is as large as it is
            continue;
        }
        DataSetSpec sample = spec;
        sample.bytes = std::min(spec.bytes, room / MiB * MiB);
        if (sample.bytes < MiB)
            return Status::failure(Text::tr("not enough space for data set %1 on %2").arg(spec.kind, context.dataRoot));
        DataSetSizing sizing;
        sizing.minRunSeconds = context.plan.minRunSeconds;
        const double trusted = trustedSeconds(sizing.minRunSeconds);
        for (int growth = 0; growth <= MostGrowths; ++growth) {
            if (Status status = calibrateAt(context, sample, &sizing); !status)
                return status;
            const qint64 next = nextCalibrationBytes(sample.bytes, sizing.calibrationSeconds, trusted, room);
            if (sizing.calibrationSeconds >= trusted || next <= sample.bytes)
                break;
            sample.bytes = next;
        }
        spec.bytes = chooseBytes(&sizing, room);
        context.sizings[i] = sizing;
        context.preparationStepDone();
        if (context.notice)
            context.notice(sizingText(context.words.dataSet(spec.kind), spec.bytes, sizing, context.words.dataSize));
    }
    return Status::ok();
}

} // namespace Stages
} // namespace cm
