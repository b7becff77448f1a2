// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionpreparation.h"

#include "bench/coldcache.h"
#include "bench/runparts.h"
#include "bench/runreporting.h"
#include "bench/runshared.h"
#include "bench/sizecalibration.h"
#include "compression/loopimagemaker.h"
#include "fs/newfile.h"

#include <QCoreApplication>
#include <QFile>

namespace cm::Stages {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Stages)
};

// `auto` picked a loop image because compressmark-helper could make one.
bool isAutoThroughHelper(const RunShared &run)
{
    return run.plan.compression.method == CompressionMethod::Auto && !run.privileges.root;
}

// The helper was refused (or failed) making the image that `auto` chose:
// as auto does where no image can be made, the run goes on plain only.
void measurePlainOnly(const RunReporting &reporting, ColdCache &cold, RunCompression &compression,
                      const Status &helperFailure)
{
    compression.override = CompressionSetup();
    compression.override->hint
        = Text::tr("compressmark-helper could not make the loop image (%1)").arg(helperFailure.message());
    reporting.tell(Text::tr("plain only: %1").arg(compression.override->hint));
    if (cold.decision().throughHelper)
        cold.evictFromNowOn(helperFailure);
}

// A loop image asked for by name that compressmark-helper would not (or
// could not) make: the set-up is refused, as one the user cannot have.
Status refuseLoopImageAskedByName(RunShared &run, const Status &helperFailure)
{
    run.state.lock()->setupRefused = true;
    return Status::failure(Text::tr("--compression %1: compressmark-helper could not make the image (%2); run as root, "
                                    "or choose another --compression")
                               .arg(run.plan.compression.name(), helperFailure.message()));
}

// Makes the loop image the set-up asks for and mounts it in the source
// workspace: the data root from now on.
Status makeLoopImage(RunShared &run, const RunReporting &reporting, RunWorkspaces &workspaces,
                     const CompressionSetup &setup)
{
    reporting.setStage(Text::tr("Making a %1 image on the drive").arg(loopFilesystemName(setup.loopFilesystem)));
    const LoopImageSpec spec{setup.loopFilesystem,
                             setup.loopFilesystem == LoopImageSpec::Filesystem::Btrfs ? setup.algorithm : QString(),
                             loopImageBytes(SizeCalibration::largestTotalBytes(run.plan))};
    // The plan's check chose an image only where the system makes them.
    const LoopImageMaker *maker = loopImageMaker();
    if (!maker)
        return Status::failure(QStringLiteral("this system makes no loop images"));
    if (Status status
        = maker->create(workspaces.source.path(), spec, run.privileges, &workspaces.loopImage, run.cancel);
        !status)
        return status;
    workspaces.dataRoot = workspaces.loopImage.mountPoint();
    const VolumeInfo image = probeVolume(workspaces.dataRoot);
    const auto state = run.state.lock();
    state->drive().loopImage = LoopImageRecord{image, spec.bytes, workspaces.loopImage.directIo()};
    if (!workspaces.loopImage.directIo())
        state->drive().notes << QStringLiteral("the loop device did not take direct I/O; the image file's "
                                               "page cache is evicted before every run instead");
    return Status::ok();
}

// Makes plain/ and compressed/ (when there is one) in the data root, each
// with compression switched off or on.
Status makeVariantFolders(RunShared &run, const RunWorkspaces &workspaces, const RunCompression &compression)
{
    QList<Variant> variants{Variant::Plain};
    if (compression.setup.hasCompressedVariant())
        variants << Variant::Compressed;
    for (const Variant variant : variants) {
        const QString folder = workspaces.dataRoot + QLatin1Char('/') + variantName(variant);
        if (Status status = makeFolder(QFile::encodeName(folder)); !status)
            return status;
        if (!compression.backend)
            continue;
        // A volume mounted with compress= would compress the plain folder too.
        const Status status = variant == Variant::Plain
            ? compression.backend->disableForFolder(folder)
            // A level ("zstd:9") is the loop image's mount option; the folder takes the algorithm.
            : compression.backend->enableForFolder(folder, compression.setup.algorithm.section(QLatin1Char(':'), 0, 0));
        if (!status)
            return status;
    }
    run.state.lock()->variants = variants;
    return Status::ok();
}

} // namespace

Status setUpCompression(RunShared &run, const RunReporting &reporting, ColdCache &cold, RunWorkspaces &workspaces,
                        RunCompression &compression)
{
    // As the plan's check settled it, unless the loop image it chose could not be made.
    if (compression.override)
        compression.setup = *compression.override;
    const CompressionSetup &setup = compression.setup;
    workspaces.dataRoot = workspaces.source.path();
    if (setup.kind == CompressionSetup::Kind::LoopImage) {
        if (Status status = makeLoopImage(run, reporting, workspaces, setup); !status) {
            if (run.cancel.isRequested())
                return Status::cancelled();
            if (!isAutoThroughHelper(run))
                return !run.privileges.root ? refuseLoopImageAskedByName(run, status) : status;
            measurePlainOnly(reporting, cold, compression, status);
            return setUpCompression(run, reporting, cold, workspaces, compression);
        }
    }
    const VolumeInfo dataVolume
        = setup.kind == CompressionSetup::Kind::LoopImage ? probeVolume(workspaces.dataRoot) : workspaces.sourceVolume;
    if (setup.hasCompressedVariant()) {
        // A loop image's filesystem is its own backend's; on the drive, the method asked for (NTFS or WOF).
        compression.backend
            = compressionBackendFor(dataVolume,
                                    setup.kind == CompressionSetup::Kind::Native ? setup.method
                                                                                 : CompressionMethod::Auto);
        if (!compression.backend)
            return Status::failure(compressionSupport(dataVolume).reason);
    }
    compression.onDiskMethod = OnDiskSize::methodFor(dataVolume, run.privileges);
    if (Status status = makeVariantFolders(run, workspaces, compression); !status)
        return status;

    const auto state = run.state.lock();
    DriveRecord &drive = state->drive();
    drive.compression = CompressionRecord{setup.method, setup.algorithm, setup.hint};
    if (run.plan.cacheMode == CacheMode::Direct && setup.hasCompressedVariant())
        drive.notes << QStringLiteral("direct: O_DIRECT reads of compressed data go through the page cache "
                                      "(btrfs and ntfs-3g fall back to buffered reads); they are evicted first");
    return Status::ok();
}

} // namespace cm::Stages
