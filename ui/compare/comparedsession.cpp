// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedsession.h"

#include "compare/drivelistmodel.h"

namespace cm {

Session comparedSession(const DriveListModel &drives, const QStringList &dataSets)
{
    Session compared = drives.session();
    compared.drives.clear();
    for (int row = 0; row < drives.rowCount(); ++row) {
        if (!drives.isShown(row))
            continue;
        DriveRecord drive = drives.session().drives[row];
        // Named as in the list, number and all, whichever drives are ticked.
        drive.label = drives.name(row);
        drive.dataSets.removeIf([&](const DataSetRecord &d) { return !dataSets.contains(d.manifest.kind); });
        drive.results.removeIf([&](const ResultRecord &r) { return !dataSets.contains(r.dataSet); });
        compared.drives.append(drive);
    }
    return compared;
}

} // namespace cm
