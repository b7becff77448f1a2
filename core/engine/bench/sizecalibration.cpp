// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizecalibration.h"

#include "bench/coldcache.h"
#include "bench/operationstep.h"
#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runshared.h"
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

// What a calibration reads with: the run's copier and how it makes data
// cold, in the run's workspaces.
struct Calibration
{
    RunShared &run;
    const RunReporting &reporting;
    const RunWorkspaces &workspaces;
    const Copier &copier;
    ColdCache &cold;
};

// What each generated data set may take: the drive holds every data set in
// every variant (a loop image grows on the drive beneath it), the RAM disk
// one copy at a time. Folder data sets have their size already.
qint64 roomPerDataSet(const RunShared &run, const RunWorkspaces &workspaces)
{
    qint64 driveFree = probeVolume(workspaces.dataRoot).freeBytes;
    if (workspaces.loopImage.isMounted())
        driveFree = std::min(driveFree, probeVolume(workspaces.source.path()).freeBytes);
    const qint64 variants = std::max<qint64>(1, run.variants().size());
    qint64 folderBytes = 0;
    qint64 generated = 0;
    for (const DataSetSpec &spec : run.plan.dataSets) {
        if (spec.isFolder())
            folderBytes += spec.bytes * variants;
        else
            ++generated;
    }
    const qint64 driveRoom
        = (driveFree - spaceMargin(driveFree) - folderBytes) / (variants * std::max<qint64>(1, generated));
    const qint64 targetFree = probeVolume(workspaces.target.path()).freeBytes;
    return std::max<qint64>(0, std::min(driveRoom, targetFree - spaceMargin(targetFree)));
}

// One cold read of `folder` through the run's copier, as the timed read
// does; its seconds and the bytes it delivered.
Status timeColdRead(const Calibration &with, const QString &folder, double *seconds, qint64 *bytes)
{
    RunShared &run = with.run;
    const auto step
        = OperationStep::make(Operation::Read,
                              StepFolders{folder, with.workspaces.target.filePath(QStringLiteral("calibration")),
                                          QString()},
                              with.copier, run.cancel);
    Status status = step->setUp();
    if (status)
        status = with.cold.makeCold(step->readFolder(), with.workspaces.loopImage);
    run.counters.reset();
    QElapsedTimer timer;
    timer.start();
    if (status)
        status = step->run(run.counters);
    *seconds = double(timer.nsecsElapsed()) / 1e9;
    *bytes = run.counters.bytes.load();
    const Status removed = step->tearDown();
    return status ? removed : status;
}

// Writes `spec` into a calibration folder beside the plain data sets, reads
// it cold ReadsPerSize times and removes it.
Status calibrateAt(const Calibration &with, const DataSetSpec &spec, DataSetSizing *sizing)
{
    const QString dataRoot = with.workspaces.dataRoot;
    const QString folder = dataRoot + QLatin1Char('/') + variantName(Variant::Plain) + QStringLiteral("/calibration");
    const auto generator = makeDataSetGenerator(spec.kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(spec.kind));
    const RunWords &words = with.reporting.words;
    with.reporting.setStage(
        Text::tr("Calibrating the size of %1 (%2)").arg(words.dataSet(spec.kind), words.dataSize(spec.bytes)),
        spec.kind);
    DataSetManifest manifest;
    Status status = generator->generate(spec, folder, with.run.cancel, &manifest);
    if (status)
        status = syncFilesystemOf(dataRoot);
    sizing->calibrationSeconds = 0.0;
    for (int read = 0; status && read < ReadsPerSize; ++read) {
        double seconds = 0.0;
        qint64 bytes = 0;
        status = timeColdRead(with, folder, &seconds, &bytes);
        if (status && (sizing->calibrationSeconds == 0.0 || seconds < sizing->calibrationSeconds)) {
            sizing->calibrationSeconds = std::max(seconds, 1e-9);
            sizing->calibrationBytes = bytes;
        }
    }
    const Status removed = removeTreeNoFollow(QFile::encodeName(folder));
    return status ? removed : status;
}

} // namespace

Status calibrateDataSetSizes(RunShared &run, const RunReporting &reporting, const RunWorkspaces &workspaces,
                             const RunInstruments &instruments, ColdCache &cold, RunDataSets &dataSets)
{
    dataSets.specs = run.plan.dataSets;
    dataSets.sizings = QList<std::optional<DataSetSizing>>(dataSets.specs.size());
    if (!run.plan.autoSize)
        return Status::ok();
    const Calibration with{run, reporting, workspaces, *instruments.copier, cold};
    const qint64 room = roomPerDataSet(run, workspaces);
    for (qsizetype i = 0; i < dataSets.specs.size(); ++i) {
        DataSetSpec &spec = dataSets.specs[i];
        if (spec.isFolder()) {
            run.preparationStepDone(); // a folder is as large as it is
            continue;
        }
        DataSetSpec sample = spec;
        sample.bytes = std::min(spec.bytes, room / MiB * MiB);
        if (sample.bytes < MiB)
            return Status::failure(
                Text::tr("not enough space for data set %1 on %2").arg(spec.kind, workspaces.dataRoot));
        DataSetSizing sizing;
        sizing.minRunSeconds = run.plan.minRunSeconds;
        const double trusted = trustedSeconds(sizing.minRunSeconds);
        for (int growth = 0; growth <= MostGrowths; ++growth) {
            if (Status status = calibrateAt(with, sample, &sizing); !status)
                return status;
            const qint64 next = nextCalibrationBytes(sample.bytes, sizing.calibrationSeconds, trusted, room);
            if (sizing.calibrationSeconds >= trusted || next <= sample.bytes)
                break;
            sample.bytes = next;
        }
        spec.bytes = chooseBytes(&sizing, room);
        dataSets.sizings[i] = sizing;
        run.preparationStepDone();
        reporting.tell(sizingText(reporting.words.dataSet(spec.kind), spec.bytes, sizing, reporting.words.dataSize));
    }
    return Status::ok();
}

} // namespace Stages
} // namespace cm
