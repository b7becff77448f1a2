#include "barchart.h"

#include "chart/chartnumber.h"
#include "chart/chartparts.h"
#include "chart/linechart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
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

// Values and notes above bars: text items owned by the chart, placed again
// whenever the plot area moves (a resize, the first layout). Each stands on
// the top of its bar or of its whisker, whichever is higher, so that no
// whisker crosses it; a note stands on its value.
class BarNotes : public QObject
{
public:
    BarNotes(QChart *chart, QBarSeries *series)
        : QObject(chart), m_chart(chart), m_series(series)
    {
        connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
    }

    // `level`: 0 for the value, 1 for the note above it.
    void add(int category, int set, int sets, double top, int level, const QString &text, const QFont &font,
             const QColor &colour)
    {
        auto *item = new QGraphicsSimpleTextItem(text, m_chart);
        item->setFont(font);
        item->setBrush(colour);
        item->setZValue(10);
        m_notes.append(Note{item, QPointF(barCentre(category, set, sets), top), level});
    }

    void place()
    {
        for (const Note &note : std::as_const(m_notes)) {
            const QPointF top = m_chart->mapToPosition(note.at, m_series);
            const QRectF box = note.item->boundingRect();
            note.item->setPos(top.x() - box.width() / 2, top.y() - (note.level + 1) * (box.height() + 1) - 1);
        }
    }

private:
    struct Note
    {
        QGraphicsSimpleTextItem *item;
        QPointF at;
        int level = 0;
    };
    QChart *m_chart;
    QBarSeries *m_series;
    QList<Note> m_notes;
};

// An I-shaped whisker from `low` to `high` at `x`, as one polyline.
void addWhisker(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, qreal centre, qreal halfCap, double low,
                double high, const QPen &pen)
{
    auto *line = new QLineSeries;
    line->append({QPointF(centre - halfCap, low), QPointF(centre + halfCap, low), QPointF(centre, low),
                  QPointF(centre, high), QPointF(centre - halfCap, high), QPointF(centre + halfCap, high)});
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    hideFromLegend(chart, line);
}

// One bar set per series, in its drive's colour and its variant's shade.
QBarSeries *barSeries(const ChartData &data, const ChartStyle &style)
{
    bool singleDrive = true;
    for (const ChartData::Series &s : data.series)
        singleDrive = singleDrive && s.group == 0;
    auto *bars = new QBarSeries;
    for (const ChartData::Series &s : data.series) {
        auto *set = new QBarSet(boundedChartText(s.name, LongestChartName));
        const QColor colour = style.seriesColour(s.group, s.variant, singleDrive);
        set->setBrush(QBrush(colour, style.seriesPattern(s.variant)));
        set->setPen(QPen(style.patterns ? style.text : colour, 1));
        for (double value : s.values)
            set->append(value);
        bars->append(set);
    }
    bars->setBarWidth(BarWidth);
    return bars;
}

// The category names, cut to what the axis holds; two long ones cut alike
// stay apart.
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

// Whiskers, the values, and notes above the bars that have them.
void addMarks(QChart *chart, QBarSeries *bars, QBarCategoryAxis *categories, QValueAxis *values,
              const ChartData &data, const ChartStyle &style)
{
    const int sets = int(data.series.size());
    const QPen whiskerPen(style.text, 1.5);
    auto *notes = new BarNotes(chart, bars);
    for (int s = 0; s < sets; ++s) {
        const ChartData::Series &series = data.series[s];
        for (int c = 0; c < data.categories.size(); ++c) {
            if (c < series.high.size() && series.high[c] > 0.0)
                addWhisker(chart, categories, values, barCentre(c, s, sets), BarWidth / sets / 8, series.low.value(c),
                           series.high[c], whiskerPen);
            const double value = series.values.value(c);
            const double top = std::max(value, series.high.value(c));
            if (value > 0.0)
                notes->add(c, s, sets, top, 0, chartNumber(value), chartFont(9), style.text);
            if (c < series.notes.size() && !series.notes[c].isEmpty())
                notes->add(c, s, sets, top, value > 0.0 ? 1 : 0, series.notes[c], chartFont(8), style.text);
        }
    }
}

void addReferenceLine(QChart *chart, QBarCategoryAxis *categories, QValueAxis *values, const ChartData &data,
                      const ChartStyle &style)
{
    auto *line = new QLineSeries;
    line->append(-0.5, *data.referenceLine);
    line->append(data.categories.size() - 0.5, *data.referenceLine);
    line->setPen(QPen(style.reference, 1.5, Qt::DashLine));
    chart->addSeries(line);
    line->attachAxis(categories);
    line->attachAxis(values);
    hideFromLegend(chart, line);
}

} // namespace

QChart *buildChart(const ChartData &data, ChartTheme theme)
{
    if (data.shape == ChartShape::Lines)
        return buildLineChart(data, theme);
    const ChartStyle style = chartStyle(theme);
    QChart *chart = newChart(data, style);

    QBarSeries *bars = barSeries(data, style);
    chart->addSeries(bars);
    const bool anyNotes = std::any_of(data.series.cbegin(), data.series.cend(),
                                      [](const ChartData::Series &s) { return !s.notes.isEmpty(); });
    auto *categories = new QBarCategoryAxis;
    categories->append(shownCategories(data));
    auto *values = new QValueAxis;
    setNiceRange(values, axisMaximum(data.largestValue(), anyNotes));
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setTitleText(boundedChartText(data.valueAxisTitle, LongestChartName));
    styleAxis(categories, style);
    styleAxis(values, style);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    bars->attachAxis(categories);
    bars->attachAxis(values);

    // The values are the chart's own text (addMarks): Qt's bar labels
    // print exponents (1.016e+04) and sit where whiskers cross them.
    bars->setLabelsVisible(false);
    addMarks(chart, bars, categories, values, data, style);
    if (data.referenceLine)
        addReferenceLine(chart, categories, values, data, style);

    addLegendAndFootnotes(chart, data, style);
    return chart;
}

} // namespace cm
