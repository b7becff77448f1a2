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

ChartData compareChartData(const Session &session, Whiskers whiskers)
{
    ChartData data;
    data.title = Text::tr("Read speed by drive, MB/s");
    data.subtitle = machinesLine(session);
    if (whiskers != Whiskers::None)
        data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    data.categories = session.dataSetKinds(operationName(Operation::Read));
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("MB/s");
    const QStringList names = distinctDriveNames(session);
    ResultFlags flagged;
    ComparisonNotes notes;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        QList<ChartData::Series> pair;
        QList<QList<ResultFlags>> pairFlags;
        QList<std::optional<PairedComparison>> comparisons;
        for (const QString &kind : std::as_const(data.categories)) {
            const ResultRecord *compressed = readResult(drive, kind, Variant::Compressed);
            comparisons.append(compressed ? drive.comparedToPlain(*compressed) : std::nullopt);
        }
        for (const Variant variant : Variants) {
            ChartData::Series series = sideBySideSeries(names, d, variant);
            QList<ResultFlags> flags;
            bool any = false;
            for (const QString &kind : std::as_const(data.categories)) {
                const ResultRecord *result = readResult(drive, kind, variant);
                series.values.append(result ? result->summary().medianMBps : 0.0);
                flags.append(result ? resultFlags(drive, *result) & DoubtfulSpeed : ResultFlags());
                addWhiskers(&series, result, whiskers);
                any = any || result;
            }
            if (any) {
                pair.append(series);
                pairFlags.append(flags);
            }
        }
        if (pair.size() == 2)
            notes |= noteComparedToPlain(comparisons, pair[0], &pair[1]);
        for (qsizetype i = 0; i < pair.size(); ++i)
            flagged |= markDoubtfulBars(&pair[i], pairFlags[i]);
        data.series += pair;
    }
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    if (session.drives.size() > 1)
        data.footnotes.append(pairOfBarsFootnote());
    return data;
}

} // namespace cm
