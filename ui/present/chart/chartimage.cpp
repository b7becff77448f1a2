// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartimage.h"

#include "chart/chartexport.h"
#include "chart/chartparts.h"

#include <QBarCategoryAxis>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>

#include <algorithm>
#include <climits>
#include <cmath>

namespace cm {
namespace {

constexpr qreal LayoutRowHeight = 44.0;         // logical pixels a row of horizontal bars keeps for its name and values
constexpr qreal LayoutLegendEntryHeight = 24.0; // an entry of a legend in a column beside the plot
constexpr qreal LayoutChrome = 240.0;           // the title, axis, legend and notes around the rows

} // namespace

qreal chartRowsHeight(qsizetype rows, qsizetype legendEntries)
{
    qreal height = rows > 0 ? qreal(rows) * LayoutRowHeight + LayoutChrome : 0.0;
    // A legend of many entries may stand in a column beside the plot (the
    // compare chart of a dozen drives): each entry keeps its line there.
    if (legendEntries > LegendColumnFrom)
        height = std::max(height, qreal(legendEntries) * LayoutLegendEntryHeight + LayoutChrome);
    return height;
}

qreal chartRowsHeight(const QChart *chart)
{
    if (!chart)
        return 0.0;
    qsizetype rows = 0;
    for (const QAbstractAxis *axis : chart->axes(Qt::Vertical))
        if (const auto *named = qobject_cast<const QBarCategoryAxis *>(axis))
            rows = named->count();
    // What buildChart() counted; else the markers shown, of a chart laid out.
    const QVariant counted = chart->property(LegendEntriesProperty);
    qsizetype entries = counted.isValid() ? qsizetype(counted.toLongLong()) : 0;
    if (!counted.isValid()) {
        const auto markers = chart->legend()->markers();
        entries = std::count_if(markers.cbegin(), markers.cend(),
                                [](const QLegendMarker *marker) { return marker->isVisible(); });
    }
    return chartRowsHeight(rows, entries);
}

QSizeF chartLayoutSize(const QSize &size, const QChart *chart)
{
    qreal enlarged
        = std::min(qreal(size.width()) / ChartLayoutSize.width(), qreal(size.height()) / ChartLayoutSize.height());
    // Rows of horizontal bars keep room for their names: a chart of many
    // drives is drawn no larger than its rows allow.
    if (const qreal rows = chartRowsHeight(chart); rows > 0.0)
        enlarged = std::min(enlarged, qreal(size.height()) / rows);
    return QSizeF(size) / std::max<qreal>(1.0, enlarged);
}

QSize chartImageSize(const QSize &requested, qreal rowsHeight)
{
    // Drawn as large as its width allows, as a chart without rows is.
    const qreal enlarged = std::max<qreal>(1.0, qreal(requested.width()) / ChartLayoutSize.width());
    const qreal needed = std::ceil(rowsHeight * enlarged);
    return QSize(requested.width(),
                 needed > requested.height() ? int(std::min<qreal>(needed, INT_MAX)) : requested.height());
}

QSize chartImageSize(const QSize &requested, const QChart *chart)
{
    return chartImageSize(requested, chartRowsHeight(chart));
}

void paintChart(QChart *chart, QPainter *painter, const QSize &imageSize, const QRectF &target)
{
    const QSizeF size = chartLayoutSize(imageSize, chart);
    // The scene borrows the chart for the render and gives it back.
    QGraphicsScene scene;
    QGraphicsScene *previous = chart->scene();
    const QRectF previousGeometry = chart->geometry();
    if (previous)
        previous->removeItem(chart);
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    // Qt Charts lays out axes and bar labels in posted events: let them run.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);

    painter->fillRect(target, chart->backgroundBrush().color());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    scene.render(painter, target, scene.sceneRect());
    scene.removeItem(chart);
    if (previous) {
        previous->addItem(chart);
        chart->setGeometry(previousGeometry);
    }
}

QImage renderChart(QChart *chart, const QSize &size, qreal scale)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintChart(chart, &painter, size, QRectF(QPointF(0, 0), size));
    return image;
}

Status saveChartPng(QChart *chart, const QString &path, const QSize &size, qreal scale)
{
    return exportChart(chart, ChartExport{ImageFormat::Png, path, size, scale});
}

} // namespace cm
