// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runshared.h"
#include "plan/runwords.h"
#include "compression/compressionbackend.h"
#include "compression/compressionsetup.h"
#include "compression/loopimage.h"
#include "compression/ondisksize.h"
#include "copy/copier.h"
#include "device/devicecounters.h"
#include "plan/cachemodedecision.h"
#include "plan/datasetsizing.h"
#include "session/sessionsaver.h"
#include "system/liveruns.h"
#include "volume/workspace.h"

#include <functional>
#include <memory>
#include <optional>

namespace cm {

// The state of one benchmark run's stages, which run one after another on
// a worker thread: the runner fills it in before the first stage and then
// reaches only the RunShared part (it holds no pointer to the rest), so
// what is here is the stages' alone.
struct RunContext : RunShared
{
    using RunShared::RunShared;

    // Called on the worker once the run knows how it makes its data cold
    // (checkCacheDropping), and again when that changes during the run.
    std::function<void(const CacheModeDecision &)> cacheModeChanged;
    // Called on the worker with anything else the run changes on its own
    // that the user must know.
    std::function<void(const QString &)> notice;
    // Called on the worker as each stage begins: progress names every
    // stage, however short, not only those its samples catch.
    std::function<void(const RunStage &)> stageBegun;
    RunWords words; // how stages and notices name what they are about

    CacheModeDecision cache; // how runs are made cold now: evict once the helper failed
    SessionSaver saver;      // saves after every measurement when enabled
    std::unique_ptr<Copier> copier;
    std::unique_ptr<DeviceCounters> device;
    std::unique_ptr<DeviceCounters> imageDrive; // with a loop image: the drive holding it, where other programs show
    Workspace sourceWorkspace;
    Workspace targetWorkspace;
    CompressionSetup compression;
    std::optional<CompressionSetup> compressionOverride;    // set when `auto` had to give up its loop image
    std::unique_ptr<CompressionBackend> compressionBackend; // null for plain-only runs
    LoopImage loopImage;                                    // mounted inside sourceWorkspace, when used
    QString dataRoot; // holds plain/ and compressed/: the workspace or the loop image
    OnDiskSize::Method onDiskMethod = OnDiskSize::Method::AllocatedBlocks;
    QList<quint64> seedsOnDisk;                  // per data set: the seed its data was written with
    QList<DataSetSpec> dataSets;                 // the plan's, sized by the calibration under --size auto
    QList<std::optional<DataSetSizing>> sizings; // per data set: how --size auto sized it
    LiveRun ownRun;                              // as the register of live runs holds this run
    QString liveRunsFolder;                      // where the register is
    LiveRunEntry liveRun;                        // this run's entry, left at the end

    // The drive under test as other programs use it: the device holding a
    // loop image, else the data's own device.
    const DeviceCounters *driveUnderTest() const
    {
        return imageDrive && imageDrive->isAvailable() ? imageDrive.get() : device.get();
    }
    // Where data set `index` of `variant` lives; its name is safe for any kind.
    QString dataSetFolder(Variant variant, qsizetype index) const;
    void setStage(const QString &text, const QString &dataSetKind = QString(), int repetitionNumber = 0);
    // Hands the runner what the saver did, for the run's outcome: the last stage's work.
    void publishSaves();
};

} // namespace cm
