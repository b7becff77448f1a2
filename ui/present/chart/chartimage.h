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
// proportions, shrunk until one side is ChartLayoutSize's (never enlarged),
// and, for `chart`'s rows of horizontal bars, no smaller than they need.
QSizeF chartLayoutSize(const QSize &size, const QChart *chart = nullptr);

// The height `chart`'s rows of horizontal bars, or the entries of a long
// legend in a column, need when laid out, the titles, axis and notes around
// them included; 0 for a chart without either.
qreal chartRowsHeight(const QChart *chart);
// The same for a chart of `rows` rows of horizontal bars and a legend of
// `legendEntries` entries (chartbounds.h counts them from a ChartData).
qreal chartRowsHeight(qsizetype rows, qsizetype legendEntries);

// The size an image of `chart` is drawn at when `requested` is asked for:
// as wide, and taller where its rows need it, so that a drives chart of
// any count keeps every drive's name and value as readable as a few.
QSize chartImageSize(const QSize &requested, const QChart *chart);
// The same for a chart whose rows need `rowsHeight` (chartRowsHeight()).
QSize chartImageSize(const QSize &requested, qreal rowsHeight);

// Lays a chart out offscreen (no window needed) at chartLayoutSize(`size`)
// and paints it, its background first, into `target` of `painter`.
void paintChart(QChart *chart, QPainter *painter, const QSize &size, const QRectF &target);

// Renders a chart offscreen at `size` logical pixels times `scale`.
QImage renderChart(QChart *chart, const QSize &size, qreal scale = 1.0);

// Renders and writes a PNG atomically.
Status saveChartPng(QChart *chart, const QString &path, const QSize &size = QSize(1600, 900), qreal scale = 1.0);

} // namespace cm
