// SPDX-License-Identifier: GPL-3.0-or-later
#include "linechart.h"

#include "chart/axistitlefit.h"
#include "chart/chartparts.h"
#include "chart/emptynote.h"

#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr int FaintAlpha = 90; // of 255: the other runs behind the median one

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
        addEmptyNote(chart, data, style);
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
    QValueAxis *values = valueAxis(data.valueAxisTitle, fastest, style);
    chart->addAxis(seconds, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    fitValueAxisTitle(chart, seconds, boundedChartText(data.secondsAxisTitle, LongestChartName), QString());
    fitValueAxisTitle(chart, values, boundedChartText(data.valueAxisTitle, LongestChartName), data.valueAxisShortTitle);
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
    setNiceRange(seconds, seconds->max());
    setValueRange(values, fastest);
    addLegendAndFootnotes(chart, data, style);
    return chart;
}

} // namespace cm
