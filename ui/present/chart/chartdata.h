// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/charttheme.h"
#include "session/session.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// The kinds of chart a session can be drawn as.
enum class ChartKind {
    PerDrive, // the articles' diagram: one drive, data types x (plain, compressed), MB/s
    Compare,  // several drives side by side per data type, plain and compressed
    Percent,  // compressed speed as % of plain, per data type, across drives
    Device,   // device bytes read vs logical bytes delivered: what compression saved
    Timeline, // one drive, one data set and operation: MB/s over the seconds of each run, plain and compressed
    Drives,   // one data set on every drive: a row per drive, compression off and on, the reviews' comparison
    Cpu,      // CPU seconds per GB read, compression off and on: what compression costs the processor
};
// How many kinds there are: Cpu is the last. Their names, titles and
// builders: chart/chartkinds.h, which holds an entry for each.
inline constexpr int ChartKindCount = int(ChartKind::Cpu) + 1;

// What whiskers a bar carries.
enum class Whiskers {
    None,
    MinMax, // the slowest and the fastest run
    Ci95,   // the 95 % confidence interval of the mean
};

// The order of the drives chart's rows, from the top.
enum class DriveOrder {
    Session, // as measured (and as the user arranged the session)
    Speed,   // the fastest read with compression off first
};

inline constexpr EnumNames<DriveOrder, 2> DriveOrderNames{{
    {DriveOrder::Session, "session"},
    {DriveOrder::Speed, "speed"},
}};

// How a chart's data is drawn.
enum class ChartShape {
    Bars,  // grouped bars over categories: every chart but the timeline
    Lines, // lines over seconds: the timeline
};

inline constexpr EnumNames<Whiskers, 3> WhiskersNames{{
    {Whiskers::None, "none"},
    {Whiskers::MinMax, "minmax"},
    {Whiskers::Ci95, "ci95"},
}};

QString whiskersName(Whiskers whiskers);
bool parseWhiskers(const QString &name, Whiskers *whiskers);

// A chart as plain values: a grouped bar chart (categories on one axis, one
// bar per series in each category) or a line chart (lines over seconds).
// Every chart the GUI and the command line draw is built from one of these,
// so both draw the same.
struct ChartData
{
    struct Series
    {
        QString name;                                // the legend's text
        SeriesVariant variant = SeriesVariant::None; // picks the shade
        int group = 0;                               // which drive (colour family) in charts of several drives
        QList<double> values;                        // one per category; 0 where not measured
        QList<double> low;                           // whisker ends per category, empty for none
        QList<double> high;
        QStringList notes;      // a second label above a bar (e.g. "54 % of plain"), empty for none
        QStringList shortNotes; // the same shorter, for where the note has no room ("54 %"); empty for none
        bool inLegend = true;   // false: its pair's entry stands for it (a drive's compressed bars)
        QString drive = {};     // its drive's name where the legend names the variant instead; empty: `name`
    };

    // One line of a line chart: values over seconds.
    struct Line
    {
        QString name;                                // the legend's text
        SeriesVariant variant = SeriesVariant::None; // picks the colour
        bool faint = false;                          // thin and pale behind the others, and not in the legend
        QList<QPointF> points;                       // (seconds, value), in order of time
    };

    // Names said once under a run of categories next to each other: a
    // drive under its data sets.
    struct CategoryGroup
    {
        QString name;
        int count = 0; // categories it spans
    };

    ChartShape shape = ChartShape::Bars;
    Qt::Orientation orientation = Qt::Vertical; // of the bars: horizontal draws a row per category
    QString title;
    QString subtitle;
    QStringList categories;     // what the bars are looked up by
    QStringList categoryLabels; // what shows under them; the categories where empty
    // A second row of names under vertical bars, in the categories' order,
    // their counts adding up to the categories; empty for none. Where a
    // group's name has no room under its run, each label is said with its
    // group's name instead ("group: label").
    QList<CategoryGroup> categoryGroups;
    QString valueAxisTitle;
    QString valueAxisShortTitle;                  // the unit alone, where the title is longer, for a short chart
    QString valueFormat = QStringLiteral("%.0f"); // printf format of the value labels
    QList<Series> series;
    std::optional<double> referenceLine; // a level to mark, e.g. 100 % of plain
    QStringList footnotes;               // lines under the chart, e.g. what a flagged bar's mark means
    QList<Line> lines;                   // a line chart's
    QString secondsAxisTitle;            // a line chart's horizontal axis
    QString emptyNote;                   // said where the chart has nothing to draw, e.g. why a timeline is missing
    double valueAxisReach = 0.0;         // the value axis reaches at least this far: the parts of one chart share it

    double largestValue() const; // including whiskers
    int barCount() const;        // bars with a value above 0
    bool isEmpty() const
    {
        return shape == ChartShape::Lines ? lines.isEmpty() : categories.isEmpty() || series.isEmpty();
    }
};

// The articles' per-drive diagram, titled with the drive model, filesystem
// and algorithm, subtitled with CPU, OS, date, copier, repetitions, cache.
ChartData perDriveChartData(const Session &session, const DriveRecord &drive, Whiskers whiskers = Whiskers::None);
struct SpeedChartData;
ChartData perDriveChartData(const SpeedChartData &speeds); // without whiskers
ChartData compareChartData(const Session &session, Whiskers whiskers = Whiskers::None);
// One data set's read speed on every drive that has it, compression off and
// on, as horizontal bars, a row per drive under its name, each compressed
// bar with how it compares with plain: the hardware reviews' comparison,
// readable for a dozen drives.
ChartData drivesChartData(const Session &session, const QString &dataSet, DriveOrder order = DriveOrder::Session,
                          Whiskers whiskers = Whiskers::None);
ChartData percentChartData(const Session &session);
ChartData deviceChartData(const Session &session);
// CPU seconds of the copying process per 10^9 bytes read, per data set,
// compression off and on, per drive: what compression costs the processor.
ChartData cpuChartData(const Session &session);

} // namespace cm
