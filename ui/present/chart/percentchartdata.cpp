// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartbuilding.h"
#include "chart/chartnumber.h"
#include "chart/comparisonnotes.h"
#include "chart/displaynames.h"
#include "report/comparisontext.h"
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

ChartData percentChartData(const Session &session)
{
    ChartData data;
    data.title = Text::tr("Read speed with compression on, as % of compression off");
    data.subtitle = machinesLine(session) + QStringLiteral("; ")
        + Text::tr("bars: runs paired by repetition; whiskers: 95 % confidence interval");
    data.categories = session.dataSetKinds(operationName(Operation::Read));
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("% of plain");
    data.valueAxisShortTitle = QStringLiteral("%");
    data.referenceLine = 100.0;
    ComparisonNotes notes;
    const QStringList names = distinctDriveNames(session);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        ChartData::Series series;
        series.name = names[d];
        series.group = int(d);
        bool any = false;
        // The paired ratio, its 95 % interval as whiskers, and the verdict
        // where the runs show no difference or are too few to tell.
        for (const QString &kind : std::as_const(data.categories)) {
            const ResultRecord *compressed = readResult(drive, kind, Variant::Compressed);
            const std::optional<PairedComparison> found
                = compressed ? drive.comparedToPlain(*compressed) : std::nullopt;
            // Too few pairs: a ratio of 0, no bar, and the note says why.
            const PairedComparison comparison = found.value_or(PairedComparison{});
            series.values.append(comparison.ratio * 100.0);
            series.low.append(comparison.low * 100.0);
            series.high.append(comparison.high * 100.0);
            QString note;
            if (found && !comparison.enoughPairs()) {
                note = notEnoughPairsText(comparison.pairs);
                notes.tooFewPairs = true;
            } else if (comparison.verdict == Verdict::NoDifference) {
                note = samePlainNote();
                notes.samePlain = true;
            }
            series.notes.append(note);
            any = any || found.has_value();
        }
        if (any)
            data.series.append(series);
    }
    data.footnotes = comparisonFootnotes(notes);
    if (data.series.isEmpty())
        data.emptyNote = Text::tr("No drive in this session has read runs with compression both off and on: there is "
                                  "nothing to compare.");
    return data;
}

} // namespace cm
