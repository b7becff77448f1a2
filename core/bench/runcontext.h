#pragma once

#include "copy/copier.h"
#include "device/devicecounters.h"
#include "session/session.h"
#include "util/cancellation.h"
#include "volume/workspace.h"

#include <QMutex>

#include <memory>

namespace cm {

// The state one benchmark run shares between its stage jobs (which run one
// after another on a worker thread) and the runner on the GUI/main thread.
// Fields marked "worker" are touched by jobs only; the rest under `lock`.
struct RunContext
{
    explicit RunContext(const Plan &runPlan) : plan(runPlan) {}

    const Plan plan;
    QString sessionPath;                    // saved after every measurement when set
    Cancellation cancel;
    TransferCounters counters;

    // worker
    std::unique_ptr<Copier> copier;
    std::unique_ptr<DeviceCounters> device;
    Workspace sourceWorkspace;
    Workspace targetWorkspace;
    QStringList dataSetFolders;             // generated data, one per plan.dataSets entry

    mutable QMutex lock;
    Session session;                        // the run's drive is the last one
    Status failure = Status::ok();
    QString stage;
    QString dataSet;
    int repetition = 0;
    int measurementsDone = 0;
    qint64 bytesTotal = 0;

    int measurementsTotal() const { return int(plan.dataSets.size()) * plan.repetitions; }
    DriveRecord &drive() { return session.drives.last(); }

    // Records the first failure; later stages see it and do nothing.
    void fail(const Status &status);
    bool shouldStop() const;
    void setStage(const QString &text, const QString &dataSetKind = QString(), int repetitionNumber = 0);
};

} // namespace cm
