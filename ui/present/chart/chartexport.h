// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"
#include "util/status.h"

#include <QChart>
#include <QSize>
#include <QString>

namespace cm {

enum class ImageFormat { Png, Svg, Pdf };

// As options, settings and file suffixes name them.
inline constexpr EnumNames<ImageFormat, 3> ImageFormatNames{{
    {ImageFormat::Png, "png"},
    {ImageFormat::Svg, "svg"},
    {ImageFormat::Pdf, "pdf"},
}};

QString imageFormatName(ImageFormat format);

// Where and how big a chart is exported. PNG is `size` logical pixels times
// `scale` (2 for high-density screens); SVG and PDF are vector, `size` sets
// their proportions (1 px = 1/96 inch).
struct ChartExport
{
    ImageFormat format = ImageFormat::Png;
    QString path;
    QSize size{1600, 900};
    qreal scale = 1.0;
};

// Renders the chart offscreen, as the GUI shows it, and writes the file
// atomically: an old file stays whole until the new one is complete. A
// chart whose rows need more height is drawn taller (chartImageSize()).
Status exportChart(QChart *chart, const ChartExport &options);

// The same rendering into `device` (options.path only names it in
// messages); the window renders into memory and writes on a worker thread.
Status writeChart(QChart *chart, const ChartExport &options, QIODevice *device);

// What the chart shows, for a reader who cannot see it: its title, what
// its axes measure, its series and categories. The SVG's <desc>, and the
// alt text offered with every export.
QString chartAltText(const QChart *chart);

// The format a file name asks for by its suffix (.png, .svg, .pdf).
bool imageFormatFromPath(const QString &path, ImageFormat *format);

} // namespace cm
