// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartbuilding.h"
#include "chart/chartnumber.h"
#include "chart/displaynames.h"
#include "report/summaryrows.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// The chart strings share the per-drive chart's translation context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

} // namespace

ChartData deviceChartData(const Session &session)
{
    ChartData data;
    // In MiB, as the Setup page and the web page give the data sets' sizes.
    data.title = Text::tr("Bytes read from the device per data set, MiB");
    data.subtitle = machinesLine(session) + QStringLiteral("; ")
        + Text::tr("below the logical size where compression saved reading");
    data.valueAxisTitle = Text::tr("MiB");
    ChartData::Series logical{Text::tr("logical data"), SeriesVariant::Logical, 0, {}, {}, {}, {}, {}};
    ChartData::Series plain{Text::tr("device read, compression off"), SeriesVariant::Plain, 0, {}, {}, {}, {}, {}};
    ChartData::Series compressed{
        Text::tr("device read, compression on"), SeriesVariant::Compressed, 0, {}, {}, {}, {}, {}};
    const QStringList names = distinctDriveNames(session);
    const QStringList kinds = session.dataSetKinds(operationName(Operation::Read));
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        int driveCategories = 0;
        for (const QString &kind : kinds) {
            const ResultRecord *results[]
                = {readResult(drive, kind, Variant::Plain), readResult(drive, kind, Variant::Compressed)};
            if (!results[0] && !results[1])
                continue;
            QList<double> logicalBytes, deviceBytes[2];
            for (int v = 0; v < 2; ++v) {
                if (!results[v])
                    continue;
                for (const RunRecord &run : results[v]->runs) {
                    logicalBytes.append(double(run.bytes));
                    if (run.deviceBytesRead)
                        deviceBytes[v].append(double(*run.deviceBytesRead));
                }
            }
            ++driveCategories;
            data.categories.append(session.drives.size() > 1 ? QStringLiteral("%1: %2").arg(names[d], kind) : kind);
            data.categoryLabels.append(dataSetTitle(kind));
            constexpr double BytesPerMiB = 1024.0 * 1024.0;
            const double logicalMiB = medianOf(logicalBytes) / BytesPerMiB;
            logical.values.append(logicalMiB);
            plain.values.append(medianOf(deviceBytes[0]) / BytesPerMiB);
            compressed.values.append(medianOf(deviceBytes[1]) / BytesPerMiB);
            const bool saved = logicalMiB > 0.0 && compressed.values.constLast() > 0.0;
            const QString percent = saved ? chartPercent(compressed.values.constLast() / logicalMiB) : QString();
            compressed.notes.append(saved ? Text::tr("%1 of logical").arg(percent) : QString());
            compressed.shortNotes.append(percent);
        }
        // The drive is said once under its data sets.
        if (session.drives.size() > 1 && driveCategories > 0)
            data.categoryGroups.append({names[d], driveCategories});
    }
    data.series = {logical, plain};
    if (compressed.values != QList<double>(compressed.values.size(), 0.0))
        data.series.append(compressed);
    return data;
}

} // namespace cm
