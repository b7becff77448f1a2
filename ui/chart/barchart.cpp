#include "barchart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QStringList>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cm {
namespace {

constexpr qreal BarWidth = 0.7; // of a category's width, shared by its bars

// The most characters of each text a chart shows. Qt Charts shortens text
// that does not fit by measuring every shorter prefix, and for a title
// (rich text) keeps them all at once: 100,000 characters took gigabytes.
// Text from a file is cut to what a chart has room for before Qt sees it.
constexpr qsizetype LongestTitle = 200;
constexpr qsizetype LongestSubtitle = 300;
constexpr qsizetype LongestName = 120; // a series in the legend, a category, an axis title

// `text` cut to `most` characters, the last of them an ellipsis; a
// character made of two UTF-16 units is never split.
QString bounded(const QString &text, qsizetype most)
{
    if (text.size() <= most)
        return text;
    qsizetype keep = most - 1;
    if (keep > 0 && text.at(keep - 1).isHighSurrogate())
        --keep;
    return text.left(keep) + QChar(0x2026);
}

// A round axis maximum a little above the tallest bar, leaving room for
// the labels (and the notes) above it.
// Never NaN, infinite or zero: a value too small for its decade to be a
// double (a denormal) or too large to pad gives a plainer maximum instead.
double axisMaximum(double largest, bool notes)
{
    if (!std::isfinite(largest) || largest <= 0.0)
        return 1.0;
    const double padded = largest * (notes ? 1.3 : 1.15);
    const double step = std::pow(10.0, std::floor(std::log10(padded)));
    for (const double maximum : {std::ceil(padded / step * 2.0) / 2.0 * step, padded, largest}) {
        if (std::isfinite(maximum) && maximum > 0.0 && std::isnormal(maximum))
            return maximum;
    }
    return 1.0;
}

// Where bar `set` of `sets` in category `category` is centred, in the
// category axis' units (category i spans i - 0.5 .. i + 0.5).
qreal barCentre(int category, int set, int sets)
{
    return category - BarWidth / 2 + BarWidth * (set + 0.5) / sets;
}

// Notes above bars: text items owned by the chart, placed again whenever
// the plot area moves (a resize, the first layout).
class BarNotes : public QObject
{
public:
    BarNotes(QChart *chart, QBarSeries *series)
        : QObject(chart), m_chart(chart), m_series(series)
    {
        connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
    }

    void add(int category, int set, int sets, double value, const QString &text, const QFont &font, const QColor &colour)
    {
        auto *item = new QGraphicsSimpleTextItem(text, m_chart);
        item->setFont(font);
        item->setBrush(colour);
        item->setZValue(10);
        m_notes.append(Note{item, QPointF(barCentre(category, set, sets), value)});
    }

    void place()
    {
        for (const Note &note : std::as_const(m_notes)) {
            const QPointF top = m_chart->mapToPosition(note.at, m_series);
            const QRectF box = note.item->boundingRect();
            // Above the value label, which sits just above the bar.
            note.item->setPos(top.x() - box.width() / 2, top.y() - 2.1 * box.height() - 2);
        }
    }

private:
    struct Note
    {
        QGraphicsSimpleTextItem *item;
        QPointF at;
    };
    QChart *m_chart;
    QBarSeries *m_series;
    QList<Note> m_notes;
};

// Lines under the legend (what a flag mark means), as one text item owned by
// the chart, kept at the bottom left and wrapped to the chart's width
// whenever the chart is laid out anew; the bottom margin grows with it.
class Footnotes : public QObject
{
public:
    Footnotes(QChart *chart, const QStringList &lines, const QFont &font, const QColor &colour)
        : QObject(chart), m_chart(chart), m_item(new QGraphicsTextItem(chart))
    {
        m_item->setPlainText(lines.join(QLatin1Char('\n')));
        m_item->setFont(font);
        m_item->setDefaultTextColor(colour);
        m_item->setZValue(10);
        m_item->setData(0, QStringLiteral("footnotes"));
        connect(chart, &QChart::geometryChanged, this, [this] { place(); });
        connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
        place();
    }

    void place()
    {
        const QRectF area = m_chart->rect();
        QMargins margins = m_chart->margins();
        const qreal width = area.width() - margins.left() - margins.right();
        if (width > 0)
            m_item->setTextWidth(width);
        const int height = int(std::ceil(m_item->boundingRect().height()));
        if (height != m_reserved) {
            margins.setBottom(margins.bottom() - m_reserved + height);
            m_reserved = height;
            m_chart->setMargins(margins); // lays the chart out again, which places the text
            return;
        }
        m_item->setPos(area.left() + margins.left(), area.bottom() - height - 2);
    }

private:
    QChart *m_chart;
    QGraphicsTextItem *m_item;
    int m_reserved = 0; // the height added to the bottom margin
};

// A line longer than `longLine` characters on two, broken after the
// `separator` nearest its middle, else at the space nearest it: Qt Charts
// cuts the whole title, subtitle and all, when one line is wider than the
// chart.
QString balancedLines(const QString &line, qsizetype longLine, const QString &separator)
{
    const QString escaped = line.toHtmlEscaped();
    if (escaped.size() <= longLine)
        return escaped;
    const auto nearestMiddle = [&](const QString &mark) {
        qsizetype best = -1;
        for (qsizetype at = escaped.indexOf(mark); at >= 0; at = escaped.indexOf(mark, at + 1)) {
            if (best < 0 || std::abs(at - escaped.size() / 2) < std::abs(best - escaped.size() / 2))
                best = at;
        }
        return best;
    };
    if (const qsizetype at = nearestMiddle(separator); at >= 0)
        return escaped.left(at + separator.size() - 1) + QStringLiteral("<br>") + escaped.mid(at + separator.size());
    if (const qsizetype at = nearestMiddle(QStringLiteral(" ")); at >= 0)
        return escaped.left(at) + QStringLiteral("<br>") + escaped.mid(at + 1);
    return escaped;
}

// The title in bold over the subtitle; a part left empty takes no line, so
// a chart titled with nothing has its whole height for the bars.
QString titleHtml(const QString &title, const QString &subtitle)
{
    QStringList lines;
    if (!title.isEmpty())
        lines.append(QStringLiteral("<b>%1</b>").arg(balancedLines(bounded(title, LongestTitle), 80, QStringLiteral(": "))));
    if (!subtitle.isEmpty())
        lines.append(QStringLiteral("<span style=\"font-size:small; font-weight:normal\">%1</span>")
                         .arg(balancedLines(bounded(subtitle, LongestSubtitle), 90, QStringLiteral("; "))));
    return lines.join(QStringLiteral("<br>"));
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

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
        auto *set = new QBarSet(bounded(s.name, LongestName));
        const QColor colour = style.seriesColour(s.group, s.variant, singleDrive);
        set->setBrush(QBrush(colour, style.seriesPattern(s.variant)));
        set->setPen(QPen(style.patterns ? style.text : colour, 1));
        set->setLabelColor(style.text);
        set->setLabelFont(chartFont(9));
        for (double value : s.values)
            set->append(value);
        bars->append(set);
    }
    bars->setBarWidth(BarWidth);
    return bars;
}

void styleAxis(QAbstractAxis *axis, const ChartStyle &style)
{
    axis->setLabelsBrush(style.text);
    axis->setLabelsFont(chartFont(10));
    axis->setTitleBrush(style.text);
    axis->setTitleFont(chartFont(10));
    axis->setLinePenColor(style.text);
    axis->setGridLineColor(style.grid);
}

// The category names, cut to what the axis holds; two long ones cut alike
// stay apart.
QStringList shownCategories(const ChartData &data)
{
    QStringList shown;
    for (const QString &label : data.categoryLabels.isEmpty() ? data.categories : data.categoryLabels) {
        QString name = bounded(label, LongestName);
        if (name != label && shown.contains(name))
            name += QStringLiteral(" (%1)").arg(shown.size() + 1);
        shown.append(name);
    }
    return shown;
}

// Whiskers and notes above the bars that have them.
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
            if (c < series.notes.size() && !series.notes[c].isEmpty())
                notes->add(c, s, sets, std::max(series.values.value(c), series.high.value(c)), series.notes[c],
                           chartFont(8), style.text);
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
    const ChartStyle style = chartStyle(theme);
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(style.text);
    chart->setTitleFont(chartFont(15, true));
    chart->setTitle(titleHtml(data.title, data.subtitle));

    QBarSeries *bars = barSeries(data, style);
    chart->addSeries(bars);
    const bool anyNotes = std::any_of(data.series.cbegin(), data.series.cend(),
                                      [](const ChartData::Series &s) { return !s.notes.isEmpty(); });
    auto *categories = new QBarCategoryAxis;
    categories->append(shownCategories(data));
    auto *values = new QValueAxis;
    values->setRange(0.0, axisMaximum(data.largestValue(), anyNotes));
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setTitleText(bounded(data.valueAxisTitle, LongestName));
    styleAxis(categories, style);
    styleAxis(values, style);
    chart->addAxis(categories, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    bars->attachAxis(categories);
    bars->attachAxis(values);
    values->applyNiceNumbers();
    // Nice numbers round outwards, which can overflow for the largest doubles.
    if (!std::isfinite(values->max()) || !std::isfinite(values->min()) || values->max() <= values->min())
        values->setRange(0.0, axisMaximum(data.largestValue(), anyNotes));

    // Labels after the series is in the chart: adding it applies the theme.
    bars->setLabelsVisible(true);
    bars->setLabelsFormat(QStringLiteral("@value"));
    bars->setLabelsPrecision(4);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);

    addMarks(chart, bars, categories, values, data, style);
    if (data.referenceLine)
        addReferenceLine(chart, categories, values, data, style);

    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(style.text);
    chart->legend()->setFont(chartFont(10));
    if (!data.footnotes.isEmpty())
        new Footnotes(chart, data.footnotes, chartFont(9), style.text);
    return chart;
}

} // namespace cm
