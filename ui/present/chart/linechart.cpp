// SPDX-License-Identifier: GPL-3.0-or-later
#include "linechart.h"

#include "chart/chartparts.h"

#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr int FaintAlpha = 90; // of 255: the other runs behind the median one

// Text in the middle of the chart, placed again whenever it is laid out.
class CentredNote : public QObject
{
public:
    CentredNote(QChart *chart, const QString &text, const QFont &font, const QColor &colour)
        : QObject(chart)
        , m_chart(chart)
        , m_item(new QGraphicsSimpleTextItem(text, chart))
    {
        m_item->setFont(font);
        m_item->setBrush(colour);
        m_item->setData(0, QStringLiteral("emptyNote"));
        connect(chart, &QChart::geometryChanged, this, [this] { place(); });
        connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
        place();
    }

    void place()
    {
        const QRectF box = m_item->boundingRect();
        const QRectF area = m_chart->plotArea().isEmpty() ? m_chart->rect() : m_chart->plotArea();
        m_item->setPos(area.center() - QPointF(box.width() / 2, box.height() / 2));
    }

private:
    QChart *m_chart;
    QGraphicsSimpleTextItem *m_item;
};

// A note too wide for one line of a chart is broken at spaces into lines
// of about `width` characters: a simple text item does not wrap.
QString wrapped(const QString &text, qsizetype width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(QLatin1Char('\n'));
}

QPen linePen(const ChartData::Line &line, const ChartStyle &style)
{
    QColor colour = style.seriesColour(0, line.variant, true);
    if (line.faint)
        colour.setAlpha(FaintAlpha);
    QPen pen(colour, line.faint ? 1.0 : 2.5);
    // Print: greyscale tells the variants apart by the dash, not the shade.
    if (style.patterns && line.variant == SeriesVariant::Compressed)
        pen.setStyle(Qt::DashLine);
    return pen;
}

QValueAxis *valueAxis(const QString &title, double maximum, const ChartStyle &style)
{
    auto *axis = new QValueAxis;
    axis->setRange(0.0, std::isnormal(maximum) && maximum > 0.0 ? maximum : 1.0);
    axis->setTitleText(chartRichText(boundedChartText(title, LongestChartName)));
    styleAxis(axis, style);
    return axis;
}

} // namespace

QChart *buildLineChart(const ChartData &data, ChartTheme theme)
{
    const ChartStyle style = chartStyle(theme);
    QChart *chart = newChart(data, style);
    if (data.lines.isEmpty()) {
        chart->legend()->hide();
        if (!data.emptyNote.isEmpty())
            new CentredNote(chart, wrapped(boundedChartText(data.emptyNote, 1000), 70), chartFont(12), style.text);
        return chart;
    }

    double longest = 0.0, fastest = 0.0;
    for (const ChartData::Line &line : data.lines) {
        for (const QPointF &point : line.points) {
            longest = std::max(longest, point.x());
            fastest = std::max(fastest, point.y());
        }
    }
    // Time runs to the end of the longest run; speeds leave room above the fastest point.
    QValueAxis *seconds = valueAxis(data.secondsAxisTitle, longest, style);
    seconds->setLabelFormat(QStringLiteral("%.3g"));
    QValueAxis *values = valueAxis(data.valueAxisTitle, axisMaximum(fastest, false), style);
    values->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(seconds, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    for (const ChartData::Line &line : data.lines) {
        auto *series = new QLineSeries;
        series->setName(chartRichText(boundedChartText(line.name, LongestChartName)));
        series->append(line.points);
        series->setPen(linePen(line, style));
        chart->addSeries(series);
        series->attachAxis(seconds);
        series->attachAxis(values);
        if (line.faint)
            hideFromLegend(chart, series);
    }
    for (QValueAxis *axis : {seconds, values})
        setNiceRange(axis, axis->max());
    addLegendAndFootnotes(chart, data, style);
    return chart;
}

} // namespace cm
