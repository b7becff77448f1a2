// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinechartdata.h"

#include "chart/displaynames.h"
#include "chart/speedchartdata.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TimelineChart)
};

bool hasTimeline(const ResultRecord &result)
{
    return std::any_of(result.runs.cbegin(), result.runs.cend(),
                       [](const RunRecord &run) { return run.timeline.has_value(); });
}

bool hasTimeline(const DriveRecord &drive, const TimelineChoice &choice)
{
    return std::any_of(drive.results.cbegin(), drive.results.cend(), [&](const ResultRecord &result) {
        return result.dataSet == choice.dataSet && result.operation == choice.operation && hasTimeline(result);
    });
}

void appendNew(QList<TimelineChoice> *choices, const TimelineChoice &choice)
{
    if (!choices->contains(choice))
        choices->append(choice);
}

QList<QPointF> timelinePoints(const RunRecord &run)
{
    QList<QPointF> points;
    points.reserve(run.timeline->bytes.size());
    for (qsizetype i = 0; i < run.timeline->bytes.size(); ++i)
        points.append(
            QPointF(run.timeline->endSeconds(i, run.seconds), run.timeline->megabytesPerSecond(i, run.seconds)));
    return points;
}

QString secondsText(double seconds)
{
    return QLocale().toString(seconds, 'g', 3);
}

// Each run is a line. Every run drawn alike, two variants of three or more
// runs each are a tangle in which neither variant can be followed; the
// median run of each variant (by its MB/s; the slower of the middle two)
// drawn strong, the others faint behind it, show what a typical run did and,
// around it, how much the runs differed, and the legend holds two entries.
struct VariantLines
{
    QList<ChartData::Line> lines;
    int withoutTimeline = 0;
    double shortestInterval = 0.0;
    double longestInterval = 0.0;
};

VariantLines linesOf(const ResultRecord &result)
{
    VariantLines drawn;
    QList<qsizetype> sampled;
    for (qsizetype i = 0; i < result.runs.size(); ++i) {
        if (result.runs[i].timeline)
            sampled.append(i);
        else
            ++drawn.withoutTimeline;
    }
    if (sampled.isEmpty())
        return drawn;
    QList<qsizetype> bySpeed = sampled;
    std::stable_sort(bySpeed.begin(), bySpeed.end(), [&](qsizetype a, qsizetype b) {
        return result.runs[a].megabytesPerSecond() < result.runs[b].megabytesPerSecond();
    });
    const qsizetype median = bySpeed[(bySpeed.size() - 1) / 2];
    const QString variant = variantTitle(result.variant);
    for (const qsizetype i : std::as_const(sampled)) {
        const RunRecord &run = result.runs[i];
        const bool strong = i == median;
        const QString name = strong && sampled.size() > 1
            ? Text::tr("%1, run %2 (median)").arg(variant, QString::number(i + 1))
            : Text::tr("%1, run %2").arg(variant, QString::number(i + 1));
        drawn.lines.append(ChartData::Line{name, seriesVariant(result.variant), !strong, timelinePoints(run)});
        const double interval = run.timeline->intervalSeconds;
        drawn.shortestInterval = drawn.shortestInterval > 0.0 ? std::min(drawn.shortestInterval, interval) : interval;
        drawn.longestInterval = std::max(drawn.longestInterval, interval);
    }
    return drawn;
}

} // namespace

QList<TimelineChoice> timelineChoices(const DriveRecord &drive)
{
    QList<TimelineChoice> choices;
    for (const ResultRecord &result : drive.results) {
        if (hasTimeline(result))
            appendNew(&choices, TimelineChoice{result.dataSet, result.operation});
    }
    return choices;
}

QList<TimelineChoice> timelineChoices(const Session &session)
{
    QList<TimelineChoice> choices;
    for (const DriveRecord &drive : session.drives)
        for (const TimelineChoice &choice : timelineChoices(drive))
            appendNew(&choices, choice);
    return choices;
}

std::optional<TimelineChoice> defaultTimelineChoice(const Session &session, const QString &dataSet,
                                                    const QString &operation)
{
    QList<TimelineChoice> choices = timelineChoices(session);
    choices.removeIf([&](const TimelineChoice &choice) {
        return (!dataSet.isEmpty() && choice.dataSet != dataSet)
            || (!operation.isEmpty() && choice.operation != operation);
    });
    const QString read = operationName(Operation::Read);
    for (const TimelineChoice &choice : std::as_const(choices)) {
        if (choice.operation == read)
            return choice;
    }
    if (choices.isEmpty())
        return std::nullopt;
    return choices.constFirst();
}

qsizetype timelineDrive(const Session &session, const TimelineChoice &choice)
{
    for (qsizetype d = session.drives.size() - 1; d >= 0; --d) {
        if (hasTimeline(session.drives[d], choice))
            return d;
    }
    for (qsizetype d = session.drives.size() - 1; d >= 0; --d) {
        if (!session.drives[d].results.isEmpty())
            return d;
    }
    return -1;
}

ChartData timelineChartData(const Session &session, const DriveRecord &drive, const TimelineChoice &choice)
{
    ChartData data;
    data.shape = ChartShape::Lines;
    data.title = Text::tr("%1 (%2): %3, %4, MB/s over time")
                     .arg(driveChartName(drive), driveChartFilesystem(drive), dataSetTitle(choice.dataSet),
                          operationTitle(choice.operation));
    data.subtitle = driveChartSubtitle(session, drive);
    data.secondsAxisTitle = Text::tr("seconds into the run");
    data.valueAxisTitle = Text::tr("MB/s");

    bool measured = false;
    QList<ChartData::Line> strong;
    int withoutTimeline = 0;
    double shortestInterval = 0.0, longestInterval = 0.0;
    for (const Variant variant : Variants) {
        const ResultRecord *result = drive.findResult(choice.dataSet, variant, choice.operation);
        if (!result || result->runs.isEmpty())
            continue;
        measured = true;
        const VariantLines drawn = linesOf(*result);
        withoutTimeline += drawn.withoutTimeline;
        if (drawn.lines.isEmpty())
            continue;
        shortestInterval
            = shortestInterval > 0.0 ? std::min(shortestInterval, drawn.shortestInterval) : drawn.shortestInterval;
        longestInterval = std::max(longestInterval, drawn.longestInterval);
        // The faint lines first, so that the strong ones are drawn over them.
        for (const ChartData::Line &line : drawn.lines)
            (line.faint ? data.lines : strong).append(line);
    }
    const bool anyFaint = !data.lines.isEmpty();
    data.lines += strong;

    if (!measured) {
        data.emptyNote = Text::tr("This drive has no runs of %1, %2.")
                             .arg(dataSetTitle(choice.dataSet), operationTitle(choice.operation));
        return data;
    }
    if (data.lines.isEmpty()) {
        data.emptyNote = Text::tr("No timeline: these runs were measured before CompressMark sampled each run's speed "
                                  "over time, or by work that counts only when it is done (delete, an external "
                                  "copier). Measure again to see one.");
        return data;
    }
    data.footnotes.append(
        shortestInterval == longestInterval
            ? Text::tr("Each point: the MB/s of the %1 s before it.").arg(secondsText(shortestInterval))
            : Text::tr("Each point: the MB/s of the %1 to %2 s before it (longer runs are sampled "
                       "coarser).")
                  .arg(secondsText(shortestInterval), secondsText(longestInterval)));
    if (anyFaint)
        data.footnotes.append(Text::tr("Strong lines: the median run of each; faint lines: the other runs."));
    if (withoutTimeline > 0)
        data.footnotes.append(
            Text::tr("%n run(s) measured without a timeline are not drawn.", nullptr, withoutTimeline));
    return data;
}

} // namespace cm
