// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"

#include <QChart>
#include <QValueAxis>
#include <QString>

class QAbstractAxis;
class QAbstractSeries;

namespace cm {

// What every chart shares, bars or lines: its frame (background, title over
// subtitle), its axes' style, its legend and footnotes, and bounds on the
// text it is given.

// The most characters of a series' name, a category or an axis title a
// chart shows (longer text from a file is cut before Qt Charts sees it).
constexpr qsizetype LongestChartName = 120;

// `text` cut to `most` characters, the last of them an ellipsis; a
// character made of two UTF-16 units is never split.
QString boundedChartText(const QString &text, qsizetype most);

// Qt Charts draws axis labels, axis titles and legend names as rich text:
// plain `text` escaped for it, so that "<b>" or "&amp;" in a name shows as
// typed.
QString chartRichText(const QString &text);

// Sets a value axis from 0 to 10-25 % above `largest` (the longest bar or
// whisker): room for the values at the bars' ends, and no third of the plot
// empty. The end is a multiple of a round step (1, 2, 2.5 or 5 times a
// power of ten, 3 to 12 of them, as few as fit) with a tick and a label at
// each; where none falls in the span, the axis ends in its middle and the
// ticks stay at a round step. Labels get the decimals the step needs.
void setValueRange(QValueAxis *axis, double largest);
// Qt Charts places an axis's ticks and labels anew only when its range
// changes: a new tick count, type or interval alone keeps the old ones
// ("278, 556" of ten ticks where six were asked for). Call after those.
void layOutTicksAnew(QValueAxis *axis);

// Sets `axis` from 0 to the first multiple at or above `top` of a round
// step (1, 2, 2.5 or 5 times a power of ten, three to five of them), with a
// tick at each step: the axis ends just above what it must show.
void setNiceRange(QValueAxis *axis, double top);

// A chart in `style` with the data's title over its subtitle, no animation.
QChart *newChart(const ChartData &data, const ChartStyle &style);

void styleAxis(QAbstractAxis *axis, const ChartStyle &style);
void hideFromLegend(QChart *chart, QAbstractSeries *series);

// Legends of more entries than this whose names do not fit side by side
// go in a column beside the plot.
constexpr qsizetype LegendColumnFrom = 4;

// The entries the legend of a chart of `data` shows: one per series or
// line that is not left out of it; none for a chart with nothing to draw.
qsizetype chartLegendEntries(const ChartData &data);

// The chart's property that holds chartLegendEntries() of its data: Qt
// counts a marker visible only once the chart is laid out in a scene, and
// a chart's size is found before it is drawn.
inline constexpr char LegendEntriesProperty[] = "compressmarkLegendEntries";

// The chart's property that holds the height a legend in a column beside
// the plot takes with its names broken into lines (0 for a legend under
// it): the plot is made no lower (chartNeededHeight()), or the longest
// names would lose their middle.
inline constexpr char LegendColumnHeightProperty[] = "compressmarkLegendColumnHeight";

// The legend at the bottom and the data's footnotes under it.
void addLegendAndFootnotes(QChart *chart, const ChartData &data, const ChartStyle &style);

} // namespace cm
