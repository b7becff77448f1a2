// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartimage.h"

#include "chart/categoryfit.h"
#include "chart/chartexport.h"
#include "chart/chartparts.h"

#include <QBarCategoryAxis>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPointer>

#include <algorithm>
#include <climits>
#include <cmath>

namespace cm {
namespace {

constexpr qreal LayoutLegendEntryHeight = 24.0; // an entry of a legend in a column beside the plot
constexpr qreal LayoutChrome = 240.0;           // the title, axis, legend and notes around the rows
// A chart is measured laid out this high: more than any chart's titles,
// legend and notes take, so that Qt Charts squeezes none of its axes.
constexpr qreal MeasuringHeight = 4000.0;
// Qt Charts gives the axes under the plot at most this share of the
// height below the titles and above the legend; labels beyond it are cut.
constexpr qreal MostAxisShare = 0.4;
constexpr qreal RoundingSlack = 2.0; // Qt Charts rounds that share down to whole pixels
constexpr int MostLayoutRounds = 6;  // a chart's layout settles in two or three

// The width a chart is laid out at for an image `width` wide, where its
// height is what the chart needs.
qreal layoutWidthFor(int width)
{
    return std::clamp<qreal>(width, NarrowestLayoutWidth, ChartLayoutSize.width());
}

// `chart` in a scene of its own at `size` while this lives, laid out, and
// then back where it was: the scene borrows the chart.
class ChartInScene
{
public:
    ChartInScene(QChart *chart, const QSizeF &size)
        : m_chart(chart)
        , m_previous(chart->scene())
        , m_previousGeometry(chart->geometry())
    {
        if (m_previous)
            m_previous->removeItem(chart);
        m_scene.addItem(chart);
        chart->setGeometry(QRectF(QPointF(0, 0), size));
        m_scene.setSceneRect(QRectF(QPointF(0, 0), size));
        // Qt Charts lays out axes and bar labels in posted events: let them
        // run until the plot stays, since the notes under it and the names
        // fitted to it move it once more.
        for (int round = 0; round < MostLayoutRounds && m_chart; ++round) {
            const QRectF plot = chart->plotArea();
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
            if (!m_chart || (round > 0 && chart->plotArea() == plot))
                break;
        }
    }
    ~ChartInScene()
    {
        // The window may have replaced and deleted the chart while its
        // events ran: nothing is left to give back.
        if (!m_chart)
            return;
        m_scene.removeItem(m_chart);
        if (m_previous) {
            m_previous->addItem(m_chart);
            m_chart->setGeometry(m_previousGeometry);
        }
    }
    ChartInScene(const ChartInScene &) = delete;
    ChartInScene &operator=(const ChartInScene &) = delete;

    QGraphicsScene &scene() { return m_scene; }
    bool isLaidOut() const { return !m_chart.isNull(); }

private:
    QPointer<QChart> m_chart;
    QGraphicsScene m_scene;
    QPointer<QGraphicsScene> m_previous;
    QRectF m_previousGeometry;
};

} // namespace

qreal chartRowsHeight(qsizetype rows, qsizetype legendEntries, qreal rowHeight)
{
    qreal height = rows > 0 ? qreal(rows) * rowHeight + LayoutChrome : 0.0;
    // A legend of many entries may stand in a column beside the plot (the
    // compare chart of a dozen drives): each entry keeps its line there.
    if (legendEntries > LegendColumnFrom)
        height = std::max(height, qreal(legendEntries) * LayoutLegendEntryHeight + LayoutChrome);
    return height;
}

qreal chartRowHeight(const QChart *chart, int imageWidth)
{
    return std::max(ChartRowHeight, rowNameHeight(chart, layoutWidthFor(imageWidth)));
}

qreal chartNeededHeight(QChart *chart, qreal layoutWidth)
{
    if (!chart || layoutWidth <= 0.0)
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
    const qreal rowHeight = std::max(ChartRowHeight, rowNameHeight(chart, layoutWidth));
    const qreal needed = chartRowsHeight(rows, entries, rowHeight);
    if (chart->series().isEmpty())
        return needed;
    // The plot keeps its least height, its rows theirs, and the names under
    // it their lines, whatever the titles and notes around it take there.
    const ChartInScene measured(chart, QSizeF(layoutWidth, MeasuringHeight));
    if (!measured.isLaidOut())
        return needed;
    const qreal names = categoryNamesHeight(chart);
    const qreal legend = chart->property(LegendColumnHeightProperty).toDouble();
    const qreal plot = std::max({SmallestPlotHeight, names * (1.0 - MostAxisShare) / MostAxisShare + RoundingSlack,
                                 legend + RoundingSlack, qreal(rows) * rowHeight});
    return std::max(needed, std::ceil(MeasuringHeight - chart->plotArea().height() + plot));
}

QSizeF chartLayoutSize(const QSize &size, QChart *chart)
{
    qreal enlarged
        = std::min(qreal(size.width()) / ChartLayoutSize.width(), qreal(size.height()) / ChartLayoutSize.height());
    // A chart is drawn no larger than the height it needs allows: rows of
    // horizontal bars keep room for their names, and so on.
    if (const qreal needed = chartNeededHeight(chart, layoutWidthFor(size.width())); needed > 0.0)
        enlarged = std::min(enlarged, qreal(size.height()) / needed);
    // Narrower than NarrowestLayoutWidth, it is laid out that wide and
    // drawn smaller: its names, legend and notes stay whole.
    const qreal narrowed = qreal(size.width()) / NarrowestLayoutWidth;
    return QSizeF(size) / std::min(std::max<qreal>(1.0, enlarged), narrowed);
}

QSize chartImageSize(const QSize &requested, qreal neededHeight)
{
    // Drawn as large as its width allows, as a chart that needs no more height is.
    const qreal enlarged = qreal(requested.width()) / layoutWidthFor(requested.width());
    const qreal needed = std::ceil(neededHeight * enlarged);
    return QSize(requested.width(),
                 needed > requested.height() ? int(std::min<qreal>(needed, INT_MAX)) : requested.height());
}

QSize chartImageSize(const QSize &requested, QChart *chart)
{
    return chartImageSize(requested, chartNeededHeight(chart, layoutWidthFor(requested.width())));
}

void paintChart(QChart *chart, QPainter *painter, const QSize &imageSize, const QRectF &target)
{
    const QSizeF size = chartLayoutSize(imageSize, chart);
    ChartInScene laidOut(chart, size);
    if (!laidOut.isLaidOut())
        return;
    painter->fillRect(target, chart->backgroundBrush().color());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    laidOut.scene().render(painter, target, QRectF(QPointF(0, 0), size));
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
