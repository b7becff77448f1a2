// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelimitnotes.h"

#include "chart/displaynames.h"
#include "report/drivelimit.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartData)
};

} // namespace

QStringList driveLimitNotes(const DriveRecord &drive)
{
    QStringList notes;
    qsizetype more = 0;
    for (const ResultRecord &result : drive.results) {
        const std::optional<DriveLimitShare> limit = driveLimitShare(drive, result);
        if (!limit)
            continue;
        if (notes.size() == MostDriveLimitNotes) {
            ++more;
            continue;
        }
        notes << Text::tr("%1, %2 (%3): %4")
                     .arg(dataSetTitle(result.dataSet), operationTitle(result.operation), variantTitle(result.variant),
                          driveLimitText(*limit));
    }
    if (more > 0)
        notes << Text::tr("and %n more result(s) measured against the drive's own limit", nullptr, int(more));
    return notes;
}

} // namespace cm
