// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/chartexport.h"
#include "util/status.h"

#include <QSize>

class QChart;

namespace cm {

// The most pixels a chart's file has on a side and in all, a PNG's scale
// included, and the fewest on a side: an image beyond them is refused
// before anything is drawn (a PNG is held whole while it is drawn, 4 bytes
// a pixel: at most 512 MiB).
inline constexpr int LargestImageSide = 20000;
inline constexpr qint64 LargestImagePixels = qint64(1) << 27;
inline constexpr int SmallestImageSide = 100;

// Whether a file of `pixels` is within those bounds (at least 1 pixel on a side).
bool isDrawableImage(const QSize &pixels);

// The size an image of `data` is drawn at when `requested` is asked for:
// that of the chart built from it (chartImageSize()), before a file is written.
QSize chartImageSize(const QSize &requested, const ChartData &data);

// The pixels of the file `options` asks for of an image of `imageSize`:
// times the scale for PNG, as they are for SVG and PDF.
QSize chartFilePixels(const QSize &imageSize, const ChartExport &options);

// Refused, in one line naming the file and the size, when the file of an
// image of `imageSize` would not be drawable (isDrawableImage()); `scale`
// must be finite.
Status checkChartFileSize(const QSize &imageSize, const ChartExport &options);

// How many rows of `chart`'s horizontal bars one file asked as `options`
// holds and stays drawable, each row as high as the longest name needs;
// 0 when not even one does.
qsizetype mostChartRows(const ChartExport &options, const ChartData &chart);

// Rows `first` to `first + count - 1` of a chart of horizontal bars,
// counted from the top, as a chart of their own that names them as a part
// ("drives 1-200 of 1,000") and shares the whole chart's value axis.
ChartData chartRows(const ChartData &data, qsizetype first, qsizetype count);

} // namespace cm
