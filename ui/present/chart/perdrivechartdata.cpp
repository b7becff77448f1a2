// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartbuilding.h"
#include "chart/comparisonnotes.h"
#include "chart/displaynames.h"
#include "chart/drivelimitnotes.h"
#include "chart/speedchartdata.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace cm {
namespace {

// The chart strings share the per-drive chart's translation context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

// Why a drive's chart has no bars: it measured other work than reads (the
// small-files preset), which its table and timeline show.
QString noReadRunsNote(const DriveRecord &drive)
{
    QStringList measured;
    for (const ResultRecord &result : drive.results) {
        const QString title = operationTitle(result.operation);
        if (!measured.contains(title))
            measured.append(title);
    }
    if (measured.isEmpty())
        return Text::tr("This drive has no finished runs yet.");
    return Text::tr("This drive has no read runs to draw: what it measured (%1) is in its table and in its chart "
                    "of speed over time.")
        .arg(QLocale().createSeparatedList(measured));
}

} // namespace

ChartData perDriveChartData(const SpeedChartData &speeds)
{
    ChartData data;
    data.title = speeds.title;
    data.subtitle = speeds.subtitle;
    data.categories = speeds.categories;
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("MB/s");
    for (const SpeedChartData::Series &measured : speeds.series)
        data.series.append(ChartData::Series{
            variantTitle(measured.variant), seriesVariant(measured.variant), 0, measured.medianMBps, {}, {}, {}, {}});
    ComparisonNotes notes;
    if (data.series.size() == 2 && data.series[1].variant == SeriesVariant::Compressed)
        notes = noteComparedToPlain(speeds.comparedToPlain, data.series[0], &data.series[1]);
    ResultFlags flagged;
    for (qsizetype i = 0; i < data.series.size(); ++i)
        flagged |= markDoubtfulBars(&data.series[i], speeds.series[i].flags);
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    return data;
}

ChartData perDriveChartData(const Session &session, const DriveRecord &drive, Whiskers whiskers)
{
    ChartData data = perDriveChartData(SpeedChartData::fromDrive(session, drive));
    data.footnotes += driveLimitNotes(drive);
    if (data.series.isEmpty())
        data.emptyNote = noReadRunsNote(drive);
    if (whiskers == Whiskers::None)
        return data;
    data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    for (ChartData::Series &series : data.series) {
        const Variant variant = series.variant == SeriesVariant::Compressed ? Variant::Compressed : Variant::Plain;
        for (const QString &kind : std::as_const(data.categories))
            addWhiskers(&series, readResult(drive, kind, variant), whiskers);
    }
    return data;
}

} // namespace cm
