// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runprogress.h"
#include "plan/runwords.h"
#include "compression/compressionbackend.h"
#include "compression/compressionsetup.h"
#include "compression/loopimage.h"
#include "compression/ondisksize.h"
#include "copy/copier.h"
#include "device/devicecounters.h"
#include "plan/cachemodedecision.h"
#include "plan/datasetsizing.h"
#include "session/session.h"
#include "session/sessionsaver.h"
#include "util/cancellation.h"
#include "volume/workspace.h"

#include <QMutex>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace cm {

// The state one benchmark run shares between its stage jobs (which run one
// after another on a worker thread) and the runner on the GUI/main thread.
// Fields marked "worker" are touched by jobs only; the rest under `lock`.
struct RunContext
{
    RunContext(const Plan &runPlan, const Privileges &processPrivileges)
        : plan(runPlan)
        , privileges(processPrivileges)
    {
    }

    const Plan plan;
    const Privileges privileges;
    Cancellation cancel;
    TransferCounters counters;
    // Called on the worker when the cache mode changes during the run, and
    // with anything else the run changes on its own that the user must know.
    std::function<void(const CacheModeDecision &)> cacheModeChanged;
    std::function<void(const QString &)> notice;
    // Called on the worker as each stage begins: progress names every
    // stage, however short, not only those its samples catch.
    std::function<void(const RunStage &)> stageBegun;
    RunWords words; // how stages and notices name what they are about

    // worker; set before the first stage
    CacheModeDecision cache; // how runs are made cold now: evict once the helper failed

    // worker
    SessionSaver saver;          // saves after every measurement when enabled
    bool continuesDrive = false; // --resume: the session's last drive is measured on
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

    // Each stage reads it as it starts and bumps it as it ends, and the
    // runner reads it when the last stage is done: the order of the stages
    // and of what follows them, in code ThreadSanitizer sees (it cannot see
    // ThreadWeaver's and Qt's own locking).
    std::atomic<int> stagesDone{0};

    mutable QMutex lock;
    Session session; // the run's drive is the last one
    Status failure = Status::ok();
    bool setupRefused = false; // the failure refused what the plan asked for (no measurement made)
    RunStage stage;
    int measurementsDone = 0;
    int preparationDone = 0; // data sets sized and written so far (preparationTotal())
    qint64 bytesTotal = 0;
    qint64 filesTotal = 0;

    QList<Variant> variants; // plain, and compressed once prepare knows there is one

    int measurementsTotal() const;
    // The steps before the first measurement that progress counts: each data
    // set sized (with --size auto) and written, plain and compressed.
    int preparationTotal() const;
    void preparationStepDone();
    DriveRecord &drive() { return session.drives.last(); }
    // The drive under test as other programs use it: the device holding a
    // loop image, else the data's own device.
    const DeviceCounters *driveUnderTest() const
    {
        return imageDrive && imageDrive->isAvailable() ? imageDrive.get() : device.get();
    }
    // Where data set `index` of `variant` lives; its name is safe for any kind.
    QString dataSetFolder(Variant variant, qsizetype index) const;

    // Records the first failure; later stages see it and do nothing.
    void fail(const Status &status);
    // Records a failure beside the first one: what a failed run left
    // behind must still be said.
    void failAlso(const Status &status);
    bool shouldStop() const;
    void setStage(const QString &text, const QString &dataSetKind = QString(), int repetitionNumber = 0);
};

} // namespace cm
