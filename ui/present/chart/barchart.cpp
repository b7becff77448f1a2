// SPDX-License-Identifier: GPL-3.0-or-later
#include "barchart.h"

#include "chart/axisticksfit.h"
#include "chart/axistitlefit.h"
#include "chart/barlabels.h"
#include "chart/categoryfit.h"
#include "chart/chartnumber.h"
#include "chart/chartparts.h"
#include "chart/chartvalues.h"
#include "chart/displaynames.h"
#include "chart/emptynote.h"
#include "chart/linechart.h"
#include "chart/visiblechartdata.h"
#include "report/resultflags.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QStringList>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr qreal BarWidth = 0.7; // of a category's width, shared by its bars

// Where bar `set` of `sets` in category `category` is centred, in the
// category axis' units (category i spans i - 0.5 .. i + 0.5).
qreal barCentre(int category, int set, int sets)
{
    return category - BarWidth / 2 + BarWidth * (set + 0.5) / sets;
}

// Which bar set series `series` is drawn as: side by side in order for
// vertical bars; for horizontal ones, whose first set Qt draws at
// the bottom, the other way round, so that the first series (compression
// off) is on top, as it is read.
int setOf(const ChartData &data, int series)
{
    return data.orientation == Qt::Vertical ? series : int(data.series.size()) - 1 - series;
}

// A point from a value along the bars and a place across them.
QPointF barPoint(Qt::Orientation orientation, double along, qreal across)
{
    return orientation == Qt::Vertical ? QPointF(across, along) : QPointF(along, across);
}

// An I-shaped whisker from `low` to `high` across `centre`, as one polyline.
void addWhisker(QChart *chart, QAbstractAxis *categories, QAbstractAxis *values, Qt::Orientation orientation,
                qreal centre, qreal halfCap, double low, double high, const QPen &pen)
{
    auto *line = new QLineSeries;
    line->append({barPoint(orientation, low, centre - halfCap), barPoint(orientation, low, centre + halfCap),
                  barPoint(orientation, low, centre), barPoint(orientation, high, centre),
                  barPoint(orientation, high, centre - halfCap), barPoint(orientation, high, centre + halfCap)});
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(categories);
    line->attachAxis(values);
    hideFromLegend(chart, line);
}

// How the alt text names a series: where a drive's pair of bars shares its
// name, with the variant after it.
QString altName(const ChartData::Series &series, const ChartData &data)
{
    const bool shared = std::count_if(data.series.cbegin(), data.series.cend(),
                                      [&](const ChartData::Series &other) { return other.name == series.name; })
        > 1;
    if (!shared || series.variant == SeriesVariant::None || series.variant == SeriesVariant::Logical)
        return boundedChartText(series.name, LongestChartName);
    const Variant variant = series.variant == SeriesVariant::Compressed ? Variant::Compressed : Variant::Plain;
    return QStringLiteral("%1, %2").arg(boundedChartText(series.name, LongestChartName), variantTitle(variant));
}

// One bar set per series, in its drive's colour and its variant's shade.
QAbstractBarSeries *barSeries(const ChartData &data, const ChartStyle &style)
{
    QAbstractBarSeries *bars = data.orientation == Qt::Vertical ? static_cast<QAbstractBarSeries *>(new QBarSeries)
                                                                : new QHorizontalBarSeries;
    QList<QBarSet *> sets;
    const QList<QColor> colours = barColours(data, style);
    for (qsizetype i = 0; i < data.series.size(); ++i) {
        const ChartData::Series &s = data.series[i];
        auto *set = new QBarSet(chartRichText(boundedChartText(s.name, LongestChartName)));
        set->setProperty(BarSetAltName, altName(s, data));
        const QColor &colour = colours[i];
        set->setBrush(QBrush(colour, style.seriesPattern(s.variant)));
        set->setPen(QPen(style.patterns ? style.text : colour, 1));
        for (double value : s.values)
            set->append(value);
        sets.append(set);
    }
    if (data.orientation == Qt::Horizontal)
        std::reverse(sets.begin(), sets.end()); // see setOf()
    bars->append(sets);
    bars->setBarWidth(BarWidth);
    return bars;
}

// The category names, cut to what a chart shows of a text; two long ones
// cut alike stay apart. Plain text.
QStringList shownCategories(const ChartData &data)
{
    QStringList shown;
    for (const QString &label : data.categoryLabels.isEmpty() ? data.categories : data.categoryLabels) {
        QString name = boundedChartText(label, LongestChartName);
        if (name != label && shown.contains(name))
            name += QStringLiteral(" (%1)").arg(shown.size() + 1);
        shown.append(name);
    }
    return shown;
}

QStringList richTexts(QStringList texts)
{
    for (QString &text : texts)
        text = chartRichText(text);
    return texts;
}

// A note's forms, the longest first, at the same place for every note so
// that a chart can show them all in one style: as given, shorter (the
// same where there is none), and a doubtful bar's mark alone, which is the
// last to go.
QStringList noteForms(const ChartData::Series &series, int category)
{
    const QString longest = series.notes.value(category);
    const QString shorter = series.shortNotes.value(category);
    QStringList forms{longest, shorter.isEmpty() ? longest : shorter};
    if (longest.startsWith(flagMark()) && longest != flagMark())
        forms.append(flagMark());
    return forms;
}

// Whiskers, the values, and notes beyond the bars that have them.
void addMarks(QChart *chart, QAbstractBarSeries *bars, QBarCategoryAxis *categories, QValueAxis *values,
              const ChartData &data, const ChartStyle &style)
{
    const int sets = int(data.series.size());
    const QPen whiskerPen(style.text, 1.5);
    auto *labels = new BarLabels(chart, bars, data.orientation, sets, BarWidth);
    for (int i = 0; i < sets; ++i) {
        const ChartData::Series &series = data.series[i];
        const int s = setOf(data, i);
        for (int c = 0; c < data.categories.size(); ++c) {
            const double value = series.values.value(c);
            const double high = series.high.value(c);
            if (high > 0.0)
                addWhisker(chart, categories, values, data.orientation, barCentre(c, s, sets), BarWidth / sets / 8,
                           series.low.value(c), high, whiskerPen);
            labels->addBar(c, s, value, series.low.value(c), high);
            const double end = std::max(value, high);
            if (value > 0.0)
                labels->addValue(c, s, end, chartNumber(value), chartFont(9), style.text);
            if (!series.notes.value(c).isEmpty())
                labels->addNote(c, s, end, noteForms(series, c), chartFont(8), style.text);
        }
    }
    if (data.orientation == Qt::Vertical)
        labels->setValueAxis(values, data.largestValue());
    if (data.orientation == Qt::Horizontal) {
        // The axis ends just above the longest bar: the text at its end
        // reaches into a margin right of the plot.
        const qreal reach = labels->widestEnd();
        chart->setMargins(chart->margins() + QMargins(0, 0, int(reach), 0));
        labels->setRoomBeyondPlot(QMarginsF(0, 0, reach, 0));
    }
}

void addReferenceLine(QChart *chart, QBarCategoryAxis *categories, QValueAxis *values, const ChartData &data,
                      const ChartStyle &style)
{
    auto *line = new QLineSeries;
    line->append(barPoint(data.orientation, *data.referenceLine, -0.5));
    line->append(barPoint(data.orientation, *data.referenceLine, data.categories.size() - 0.5));
    line->setPen(QPen(style.reference, 1.5, Qt::DashLine));
    chart->addSeries(line);
    line->attachAxis(categories);
    line->attachAxis(values);
    hideFromLegend(chart, line);
}

} // namespace

QList<QColor> barColours(const ChartData &data, const ChartStyle &style)
{
    bool singleDrive = true;
    for (const ChartData::Series &s : data.series)
        singleDrive = singleDrive && s.group == 0;
    QList<QColor> colours;
    for (const ChartData::Series &s : data.series)
        colours.append(style.seriesColour(s.group, s.variant, singleDrive));
    return colours;
}

QChart *buildChart(const ChartData &given, ChartTheme theme)
{
    const ChartData data = visibleChartData(given);
    if (data.shape == ChartShape::Lines)
        return buildLineChart(data, theme);
    const ChartStyle style = chartStyle(theme);
    QChart *chart = newChart(data, style);
    if (data.isEmpty()) {
        addEmptyNote(chart, data, style);
        return chart;
    }

    QAbstractBarSeries *bars = barSeries(data, style);
    chart->addSeries(bars);
    auto *categories = new QBarCategoryAxis;
    const QStringList names = shownCategories(data);
    // Each name once, as Qt's axis holds them; fitCategoryNames() gives a
    // group a row of its own under its names where it has room.
    QList<ChartData::CategoryGroup> groups = data.categoryGroups;
    for (ChartData::CategoryGroup &group : groups)
        group.name = boundedChartText(group.name, LongestChartName);
    const QStringList grouped = namesWithGroups(names, groups);
    categories->append(richTexts(grouped));
    auto *values = new QValueAxis;
    setValueRange(values, data.largestValue());
    styleAxis(categories, style);
    styleAxis(values, style);
    const bool vertical = data.orientation == Qt::Vertical;
    chart->addAxis(categories, vertical ? Qt::AlignBottom : Qt::AlignLeft);
    chart->addAxis(values, vertical ? Qt::AlignLeft : Qt::AlignBottom);
    bars->attachAxis(categories);
    bars->attachAxis(values);
    if (vertical)
        fitCategoryNames(chart, categories, names, groups);
    else
        fitRowNames(chart, categories, grouped);
    fitValueAxisTitle(chart, values, boundedChartText(data.valueAxisTitle, LongestChartName), data.valueAxisShortTitle);

    // The values are the chart's own text (addMarks): Qt's bar labels
    // print exponents (1.016e+04) and sit where whiskers cross them.
    bars->setLabelsVisible(false);
    addMarks(chart, bars, categories, values, data, style);
    if (data.referenceLine)
        addReferenceLine(chart, categories, values, data, style);
    fitAxisTicks(chart, values); // after the marks: they may move the axis first

    addLegendAndFootnotes(chart, data, style);
    chart->legend()->setReverseMarkers(!vertical); // in the series' order, whatever the sets'
    const QList<QLegendMarker *> markers = chart->legend()->markers(bars);
    for (int i = 0; i < data.series.size(); ++i) {
        if (!data.series[i].inLegend && setOf(data, i) < markers.size())
            markers[setOf(data, i)]->setVisible(false);
    }
    return chart;
}

} // namespace cm
