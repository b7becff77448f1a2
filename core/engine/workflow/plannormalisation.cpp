// SPDX-License-Identifier: GPL-3.0-or-later
#include "plannormalisation.h"

#include "datasets/foldersize.h"
#include "workflow/preflight.h"
#include "workflow/runcheckwords.h"

#include <QCoreApplication>

namespace cm {
namespace {

// The command line's context, where these strings were first translated.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RunOptions)
};

} // namespace

QList<Operation> withBroughtOperations(const QList<Operation> &chosen)
{
    QList<Operation> operations;
    for (const Operation operation : chosen) {
        QList<Operation> brought{operation};
        if (operation == Operation::SmallFiles)
            brought << Operation::RandomReadsDepth1 << Operation::RandomReadsDepth32 << Operation::SequentialDirect;
        for (const Operation one : brought)
            if (!operations.contains(one))
                operations.append(one);
    }
    return operations;
}

Status sizeFolderDataSet(DataSetSpec *spec)
{
    if (!spec->isFolder())
        return Status::ok();
    return folderDataBytes(spec->folderPath(), &spec->bytes);
}

Status chooseRamDiskTarget(Plan *plan)
{
    if (!plan->targetPath.isEmpty())
        return Status::ok();
    plan->targetPath = ramDiskWithRoomFor(plan->largestDataSetBytes());
    if (plan->targetPath.isEmpty())
        return Status::failure(Text::tr(runCheckWords().noRoomyRamDisk));
    return Status::ok();
}

Status normalisePlan(Plan *plan)
{
    plan->operations = withBroughtOperations(plan->operations);
    for (DataSetSpec &spec : plan->dataSets) {
        if (Status status = sizeFolderDataSet(&spec); !status)
            return status;
    }
    return chooseRamDiskTarget(plan); // once folders are sized: room for the largest
}

} // namespace cm
