// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartbounds.h"

#include "chart/barchart.h"
#include "chart/chartimage.h"
#include "chart/chartparts.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <memory>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

template <typename List>
List slice(const List &list, qsizetype from, qsizetype count)
{
    return list.isEmpty() ? list : list.mid(from, count);
}

} // namespace

bool isDrawableImage(const QSize &pixels)
{
    return pixels.width() >= 1 && pixels.height() >= 1 && pixels.width() <= LargestImageSide
        && pixels.height() <= LargestImageSide && qint64(pixels.width()) * pixels.height() <= LargestImagePixels;
}

QSize chartImageSize(const QSize &requested, const ChartData &data)
{
    // The names' lines and the titles' depend on the fonts: measured on the chart itself.
    const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
    return chartImageSize(requested, chart.get());
}

QSize chartFilePixels(const QSize &imageSize, const ChartExport &options)
{
    if (options.format != ImageFormat::Png)
        return imageSize;
    const auto side
        = [&options](int pixels) { return int(std::min<qreal>(std::round(pixels * options.scale), INT_MAX)); };
    return QSize(side(imageSize.width()), side(imageSize.height()));
}

Status checkChartFileSize(const QSize &imageSize, const ChartExport &options)
{
    if (!std::isfinite(options.scale) || options.scale <= 0.0)
        return Status::failure(Text::tr("cannot write chart %1: the scale %2 is not a positive number")
                                   .arg(shownPath(options.path), QString::number(options.scale)));
    const QSize pixels = chartFilePixels(imageSize, options);
    if (isDrawableImage(pixels))
        return Status::ok();
    return Status::failure(Text::tr("cannot write chart %1: it would be %2x%3 pixels, and an image has at most %4 "
                                    "on a side and %5 million in all; choose a smaller size or scale")
                               .arg(shownPath(options.path), QString::number(pixels.width()),
                                    QString::number(pixels.height()), QString::number(LargestImageSide),
                                    QString::number(LargestImagePixels / 1000000)));
}

qsizetype mostChartRows(const ChartExport &options, const ChartData &chart)
{
    const qreal scale = options.format == ImageFormat::Png ? options.scale : 1.0;
    if (!std::isfinite(scale) || scale <= 0.0)
        return 0;
    const qreal enlarged = std::max<qreal>(1.0, qreal(options.size.width()) / ChartLayoutSize.width());
    const qreal tallest = std::min<qreal>(LargestImageSide, qreal(LargestImagePixels) / (options.size.width() * scale));
    const qreal room = std::floor(tallest / scale) / enlarged;
    // The names' lines depend on the fonts: measured on the chart itself.
    const std::unique_ptr<QChart> built(buildChart(chart, ChartTheme::Light));
    const qreal rowHeight = chartRowHeight(built.get(), options.size.width());
    const qreal oneRow = chartRowsHeight(1, 0, rowHeight);
    const qreal eachRow = chartRowsHeight(2, 0, rowHeight) - oneRow;
    qsizetype rows = room < oneRow ? 0 : qsizetype((room - oneRow) / eachRow) + 1;
    // The estimate from above is checked as the image would be drawn.
    while (rows > 0
           && !isDrawableImage(
               chartFilePixels(chartImageSize(options.size, chartRowsHeight(rows, 0, rowHeight)), options)))
        --rows;
    return rows;
}

ChartData chartRows(const ChartData &data, qsizetype first, qsizetype count)
{
    // Horizontal bars count their categories from the bottom.
    const qsizetype rows = data.categories.size();
    const qsizetype from = std::max<qsizetype>(0, rows - first - count);
    const qsizetype to = rows - first;
    ChartData part = data;
    part.valueAxisReach = data.largestValue();
    part.categories = slice(data.categories, from, to - from);
    part.categoryLabels = slice(data.categoryLabels, from, to - from);
    for (ChartData::Series &series : part.series) {
        series.values = slice(series.values, from, to - from);
        series.low = slice(series.low, from, to - from);
        series.high = slice(series.high, from, to - from);
        series.notes = slice(series.notes, from, to - from);
        series.shortNotes = slice(series.shortNotes, from, to - from);
    }
    const QLocale locale;
    part.subtitle += QStringLiteral("; ")
        + Text::tr("drives %1-%2 of %3")
              .arg(locale.toString(first + 1), locale.toString(first + (to - from)), locale.toString(rows));
    return part;
}

} // namespace cm
