#include "resumeplan.h"

namespace cm {

Status planToResume(const DriveRecord &drive, Plan *plan)
{
    if (drive.dataSets.isEmpty())
        return Status::failure(QStringLiteral("drive %1 stopped before its data sets were written; run it again "
                                              "instead").arg(drive.id));
    if (drive.source.path.isEmpty() || drive.target.path.isEmpty())
        return Status::failure(QStringLiteral("drive %1 does not say which folders it used").arg(drive.id));
    *plan = drive.plan;
    plan->sourcePath = drive.source.path;
    plan->targetPath = drive.target.path;
    plan->label = drive.label;
    // The sizes the drive's data sets were given, whether asked for or chosen by --size auto.
    plan->autoSize = false;
    plan->dataSets.clear();
    for (const DataSetRecord &dataSet : drive.dataSets)
        plan->dataSets.append(DataSetSpec{dataSet.manifest.kind, dataSet.manifest.bytes, dataSet.manifest.seed});
    return Status::ok();
}

} // namespace cm
