// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartbuilding.h"
#include "chart/comparisonnotes.h"
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

ChartData drivesChartData(const Session &session, const QString &dataSet, DriveOrder order, Whiskers whiskers)
{
    ChartData data;
    data.orientation = Qt::Horizontal;
    data.title = Text::tr("Read speed of %1 by drive, MB/s").arg(dataSetTitle(dataSet));
    data.subtitle = machinesLine(session);
    if (whiskers != Whiskers::None)
        data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    data.valueAxisTitle = Text::tr("MB/s");
    const QStringList names = distinctDriveNames(session);
    QList<qsizetype> rows;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        if (readResult(session.drives[d], dataSet, Variant::Plain)
            || readResult(session.drives[d], dataSet, Variant::Compressed))
            rows.append(d);
    }
    const auto plainSpeed = [&](qsizetype d) {
        const ResultRecord *plain = readResult(session.drives[d], dataSet, Variant::Plain);
        return plain ? plain->summary().medianMBps : 0.0;
    };
    if (order == DriveOrder::Speed)
        std::stable_sort(rows.begin(), rows.end(),
                         [&](qsizetype a, qsizetype b) { return plainSpeed(a) > plainSpeed(b); });
    // Horizontal bars count their categories from the bottom: the first row goes last.
    std::reverse(rows.begin(), rows.end());
    ChartData::Series series[2];
    QList<ResultFlags> flags[2];
    QList<std::optional<PairedComparison>> comparisons;
    for (const qsizetype d : std::as_const(rows)) {
        const DriveRecord &drive = session.drives[d];
        data.categories.append(names[d]);
        for (int v = 0; v < 2; ++v) {
            const ResultRecord *result = readResult(drive, dataSet, Variants[v]);
            series[v].values.append(result ? result->summary().medianMBps : 0.0);
            flags[v].append(result ? resultFlags(drive, *result) & DoubtfulSpeed : ResultFlags());
            addWhiskers(&series[v], result, whiskers);
        }
        const ResultRecord *compressed = readResult(drive, dataSet, Variant::Compressed);
        comparisons.append(compressed ? drive.comparedToPlain(*compressed) : std::nullopt);
    }
    ResultFlags flagged;
    const ComparisonNotes notes = noteComparedToPlain(comparisons, series[0], &series[1]);
    for (int v = 0; v < 2; ++v) {
        series[v].name = variantTitle(Variants[v]);
        series[v].variant = seriesVariant(Variants[v]);
        flagged |= markDoubtfulBars(&series[v], flags[v]);
        if (std::any_of(series[v].values.cbegin(), series[v].values.cend(), [](double value) { return value > 0.0; }))
            data.series.append(series[v]);
    }
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    return data;
}

} // namespace cm
