// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QChart>
#include <QImage>
#include <QSize>

class QPainter;

namespace cm {

// Charts are laid out for about this size, a blog column's: a larger image
// draws the same chart larger, so that its titles and values still read
// when the image is shown at half its width or on a phone.
constexpr QSize ChartLayoutSize(960, 540);

// The size a chart is laid out at for an image of `size`: the same
// proportions, shrunk until one side is ChartLayoutSize's (enlarged only
// to NarrowestLayoutWidth, for a narrower image), and no lower than `chart`
// needs (chartNeededHeight()).
QSizeF chartLayoutSize(const QSize &size, QChart *chart = nullptr);

// The narrowest a chart is laid out: a narrower image shows the chart laid
// out this wide, smaller, rather than its names and notes cut.
inline constexpr qreal NarrowestLayoutWidth = 480.0;

// The height a row of horizontal bars keeps for its name and values where
// its name takes at most two lines.
inline constexpr qreal ChartRowHeight = 44.0;
// The least height of a chart's plot: room for its value axis' title in
// two lines.
inline constexpr qreal SmallestPlotHeight = 80.0;

// The height each row of `chart`'s horizontal bars keeps in an image
// `imageWidth` wide: ChartRowHeight, or more where the longest row name
// breaks into more than two lines.
qreal chartRowHeight(const QChart *chart, int imageWidth);

// The height a chart of `rows` rows of horizontal bars, each `rowHeight`
// high, and a legend of `legendEntries` entries needs when laid out, the
// titles, axis and notes around them included; 0 for a chart without
// either (chartbounds.h counts them from a ChartData).
qreal chartRowsHeight(qsizetype rows, qsizetype legendEntries, qreal rowHeight = ChartRowHeight);

// The least height `chart` needs laid out `layoutWidth` wide: its rows of
// horizontal bars, each as high as its name's lines need, a long legend's
// entries in a column, the names under vertical bars drawn whole, and a
// plot at least SmallestPlotHeight high. The chart is laid out once
// offscreen to measure what its titles, legend and notes take.
qreal chartNeededHeight(QChart *chart, qreal layoutWidth);

// The size an image of `chart` is drawn at when `requested` is asked for:
// as wide, and taller where it needs it (chartNeededHeight()), so that a
// drives chart of any count keeps every drive's name and value as
// readable as a few, and long names under vertical bars are drawn whole.
QSize chartImageSize(const QSize &requested, QChart *chart);
// The same for a chart that needs `neededHeight` laid out ChartLayoutSize's width or less.
QSize chartImageSize(const QSize &requested, qreal neededHeight);

// Lays a chart out offscreen (no window needed) at chartLayoutSize(`size`)
// and paints it, its background first, into `target` of `painter`.
void paintChart(QChart *chart, QPainter *painter, const QSize &size, const QRectF &target);

// Renders a chart offscreen at `size` logical pixels times `scale`.
QImage renderChart(QChart *chart, const QSize &size, qreal scale = 1.0);

// Renders and writes a PNG atomically.
Status saveChartPng(QChart *chart, const QString &path, const QSize &size = QSize(1600, 900), qreal scale = 1.0);

} // namespace cm
