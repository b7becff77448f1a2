// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"
#include "compression/compressionsetup.h"
#include "compression/loopimage.h"
#include "compression/ondisksize.h"
#include "copy/copier.h"
#include "device/devicecounters.h"
#include "plan/datasetsizing.h"
#include "plan/datasetspec.h"
#include "plan/variant.h"
#include "volume/volumeinfo.h"
#include "volume/workspace.h"

#include <memory>
#include <optional>

namespace cm {

// The state a run's steps build and use, in parts, so that each step takes
// only the parts it uses and the compiler keeps it from the rest (a step
// that only reads a part takes it const). Every part lives in one WholeRun
// (wholerun.h), which only the list of steps sees.

// Where the run's data lives.
struct RunWorkspaces
{
    Workspace source;
    Workspace target;
    VolumeInfo sourceVolume; // as probed when the workspaces were made
    VolumeInfo targetVolume;
    LoopImage loopImage; // mounted inside the source workspace, when used
    QString dataRoot;    // holds plain/ and compressed/: the source workspace or the loop image

    // Where data set `index` (of `kind`) of `variant` lives; its name is safe for any kind.
    QString dataSetFolder(Variant variant, qsizetype index, const QString &kind) const;
};

// What measures: the copier the timed reads go through, and the device
// counters read around every run.
struct RunInstruments
{
    std::unique_ptr<Copier> copier;
    std::unique_ptr<DeviceCounters> device;
    std::unique_ptr<DeviceCounters> imageDrive; // with a loop image: the drive holding it, where other programs show

    // The drive under test as other programs use it: the device holding a
    // loop image, else the data's own device.
    const DeviceCounters *driveUnderTest() const
    {
        return imageDrive && imageDrive->isAvailable() ? imageDrive.get() : device.get();
    }
};

// How the compressed variant is stored.
struct RunCompression
{
    CompressionSetup setup;                      // as the plan's check settled it, or the override
    std::optional<CompressionSetup> override;    // set when `auto` had to give up its loop image
    std::unique_ptr<CompressionBackend> backend; // null for plain-only runs
    OnDiskSize::Method onDiskMethod = OnDiskSize::Method::AllocatedBlocks;
};

// The data sets as this run writes them.
struct RunDataSets
{
    QList<DataSetSpec> specs;                    // the plan's, sized by the calibration under --size auto
    QList<std::optional<DataSetSizing>> sizings; // per data set: how --size auto sized it
    QList<quint64> seedsOnDisk;                  // per data set: the seed its data was written with
};

} // namespace cm
