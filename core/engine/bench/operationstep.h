// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "plan/operation.h"

#include <QString>

#include <memory>

namespace cm {

// Where one measurement's data lives and goes.
struct StepFolders
{
    QString dataSet;      // the data set on the drive (one variant)
    QString ramFolder;    // a folder on the RAM disk that does not exist yet
    QString driveScratch; // a folder on the drive, beside the data set (so it
                          // inherits the variant's compression), that does not exist yet
};

// One timed operation of one measurement, in three parts: setUp and
// tearDown are not timed, run is. The runner makes the cache cold between
// setUp and run, and measures the residency of readFolder().
class OperationStep
{
public:
    static std::unique_ptr<OperationStep> make(Operation operation, const StepFolders &folders, const Copier &copier,
                                               const Cancellation &cancel);
    virtual ~OperationStep() = default;

    virtual Status setUp() { return Status::ok(); }
    // What the timed part reads from the drive; empty when it reads nothing there.
    virtual QString readFolder() const { return {}; }
    virtual Status run(TransferCounters &counters) = 0;
    // Whether run() counts bytes as it moves them, so that samples of the
    // counts show its pace (the run's timeline).
    virtual bool countsAsItRuns() const { return true; }
    // A copy the timed part made from the data set, to verify; empty for none.
    virtual QString copyFolder() const { return {}; }
    // What the timed part wrote to the drive, to measure on the disk; empty for none.
    virtual QString writtenFolder() const { return {}; }
    // Removes what setUp and run made, on every path.
    virtual Status tearDown() = 0;

protected:
    OperationStep(const StepFolders &folders, const Copier &copier, const Cancellation &cancel)
        : m_folders(folders)
        , m_copier(copier)
        , m_cancel(cancel)
    {
    }

    StepFolders m_folders;
    const Copier &m_copier;
    const Cancellation &m_cancel;
};

} // namespace cm
