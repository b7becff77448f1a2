// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartparts.h"

#include "chart/charttitle.h"

#include <QAbstractAxis>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHash>
#include <QLegendMarker>
#include <QLocale>
#include <QTextDocumentFragment>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace cm {

QString boundedChartText(const QString &text, qsizetype most)
{
    if (text.size() <= most)
        return text;
    qsizetype keep = most - 1;
    if (keep > 0 && text.at(keep - 1).isHighSurrogate())
        --keep;
    return text.left(keep) + QChar(0x2026);
}

QString chartRichText(const QString &text)
{
    return text.toHtmlEscaped();
}

namespace {

// The most characters of each text a chart shows. Qt Charts shortens text
// that does not fit by measuring every shorter prefix, and for a title
// (rich text) keeps them all at once: 100,000 characters took gigabytes.
// Text from a file is cut to what a chart has room for before Qt sees it.
constexpr qsizetype LongestTitle = 200;
constexpr qsizetype LongestSubtitle = 300;

// Lines under the legend (what a flag mark means), as one text item owned by
// the chart, kept at the bottom left and wrapped to the chart's width
// whenever the chart is laid out anew; the bottom margin grows with it.
class Footnotes : public QObject
{
public:
    Footnotes(QChart *chart, const QStringList &lines, const QFont &font, const QColor &colour)
        : QObject(chart)
        , m_chart(chart)
        , m_item(new QGraphicsTextItem(chart))
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

// The legend's entries broken into lines as wide as each may be whenever
// the chart is laid out anew: Qt Charts cuts them at the end, where names
// that differ only there ("..., run b", "(monday)") would come out alike.
// The widest a legend name may be for all to fit in `room`: names narrower
// than it keep their length, only the longest are cut, to equal widths;
// INT_MAX when all fit whole.
int legendNameCap(QList<int> widths, int room)
{
    std::sort(widths.begin(), widths.end());
    for (qsizetype i = 0; i < widths.size(); ++i) {
        const int share = room / int(widths.size() - i);
        if (widths[i] > share)
            return share;
        room -= widths[i];
    }
    return std::numeric_limits<int>::max();
}

qreal horizontalContentsMargins(const QGraphicsLayout *layout)
{
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (layout)
        layout->getContentsMargins(&left, &top, &right, &bottom);
    return left + right;
}

class LegendNames : public QObject
{
public:
    explicit LegendNames(QChart *chart)
        : QObject(chart)
        , m_chart(chart)
    {
        connect(chart, &QChart::geometryChanged, this, [this] { fit(); });
    }

    void fit()
    {
        QList<QLegendMarker *> shown;
        for (QLegendMarker *marker : m_chart->legend()->markers()) {
            if (marker->isVisible())
                shown.append(marker);
        }
        if (shown.isEmpty())
            return;
        // The row Qt lays the entries in: the chart less its margins, and
        // less the contents margins of the chart's layout and the legend's.
        const QMargins margins = m_chart->margins();
        const qreal width = m_chart->rect().width() - margins.left() - margins.right()
            - horizontalContentsMargins(m_chart->layout()) - horizontalContentsMargins(m_chart->legend()->layout());
        const QFontMetrics metrics(m_chart->legend()->font());
        QList<int> widths;
        for (QLegendMarker *marker : shown) {
            // The label is rich text (chartRichText()): its plain text is measured and cut.
            m_full.insert(marker, m_full.value(marker, QTextDocumentFragment::fromHtml(marker->label()).toPlainText()));
            widths.append(metrics.horizontalAdvance(m_full.value(marker)));
        }
        // Each entry: its colour box and the gaps around it, then its name.
        const int entry = 3 * metrics.height();
        const int inRow = legendNameCap(widths, int(width) - int(shown.size()) * entry);
        // Many names that do not fit side by side go in a column beside the
        // plot, where each keeps up to a third of the chart's width.
        const bool column = shown.size() > LegendColumnFrom && inRow != std::numeric_limits<int>::max();
        m_chart->legend()->setAlignment(column ? Qt::AlignRight : Qt::AlignBottom);
        const int cap = std::max(column ? int(width / 3) - entry : inRow, entry);
        // A name wider than its room breaks into lines rather than losing
        // its middle: "VM disk (ext4…s comparison)" read alike for three
        // runs. A column of many names that would not fit beside the plot
        // so lets the longest lose their middle instead.
        const QFontMetricsF lineMetrics(m_chart->legend()->font());
        QList<QStringList> wrapped;
        qsizetype lineCount = 0;
        for (QLegendMarker *marker : shown) {
            wrapped.append(linesWithin(m_full.value(marker), lineMetrics, cap));
            lineCount += wrapped.constLast().size();
        }
        const qreal entryGap = metrics.height() * 0.5;
        const qreal columnHeight = lineCount * metrics.height() + shown.size() * entryGap;
        m_chart->setProperty(LegendColumnHeightProperty, column ? columnHeight : 0.0);
        const bool wrap = !column || columnHeight <= m_chart->plotArea().height();
        for (qsizetype i = 0; i < shown.size(); ++i) {
            QLegendMarker *marker = shown[i];
            QStringList lines
                = wrap ? wrapped[i] : QStringList{metrics.elidedText(m_full.value(marker), Qt::ElideMiddle, cap)};
            for (QString &line : lines)
                line = chartRichText(line);
            const QString label = lines.join(QStringLiteral("<br>"));
            if (marker->label() != label)
                marker->setLabel(label);
        }
    }

private:
    QChart *m_chart;
    QHash<QLegendMarker *, QString> m_full;
};

} // namespace

namespace {

constexpr double HeadroomLow = 1.10;  // the value axis ends this far above the largest value at least
constexpr double HeadroomHigh = 1.25; // and at most

// The decimals a label needs to print multiples of `step` exactly.
int decimalsOf(double step)
{
    int decimals = 0;
    while (decimals < 6
           && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    return decimals;
}

} // namespace

void layOutTicksAnew(QValueAxis *axis)
{
    const qreal low = axis->min();
    const qreal high = axis->max();
    axis->setMax(std::nextafter(high, std::numeric_limits<qreal>::infinity()));
    axis->setRange(low, high);
}

void setValueRange(QValueAxis *axis, double largest)
{
    constexpr int FewestIntervals = 3;
    constexpr int MostIntervals = 12;
    const double low = largest * HeadroomLow;
    const double high = largest * HeadroomHigh;
    if (!std::isfinite(high) || !std::isnormal(largest) || largest < 0.0) {
        setNiceRange(axis, std::isfinite(largest) && largest > 0.0 ? largest : 1.0);
        return;
    }
    // The round step with the fewest intervals whose multiple falls in the span.
    const double decade = std::pow(10.0, std::floor(std::log10(largest)));
    double bestStep = 0.0, bestEnd = 0.0;
    int bestIntervals = MostIntervals + 1;
    for (const double power : {decade / 10.0, decade, decade * 10.0}) {
        for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
            const double step = multiple * power;
            const double end = std::ceil(low / step - 1e-9) * step;
            const int intervals = int(std::lround(end / step));
            if (std::isnormal(step) && end <= high * (1.0 + 1e-12) && intervals >= FewestIntervals
                && intervals < bestIntervals) {
                bestStep = step;
                bestEnd = end;
                bestIntervals = intervals;
            }
        }
    }
    if (bestStep > 0.0) {
        axis->setRange(0.0, bestEnd);
        axis->setTickType(QValueAxis::TicksFixed);
        axis->setTickCount(bestIntervals + 1);
        axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimalsOf(bestStep)));
        layOutTicksAnew(axis);
        return;
    }
    // No round end in the span: the axis ends at its middle, the ticks stay round.
    setNiceRange(axis, largest);
    const double step = axis->max() / std::max(1, axis->tickCount() - 1);
    axis->setRange(0.0, largest * (HeadroomLow + HeadroomHigh) / 2.0);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimalsOf(step)));
    layOutTicksAnew(axis);
}

void setNiceRange(QValueAxis *axis, double top)
{
    constexpr int Intervals = 5;
    if (!std::isfinite(top) || top <= 0.0)
        top = 1.0;
    const double rough = top / Intervals;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10.0 * power;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
        if (multiple * power >= rough) {
            step = multiple * power;
            break;
        }
    }
    const double maximum = std::ceil(top / step) * step;
    const double ticks = std::round(maximum / step) + 1.0;
    if (!std::isfinite(maximum) || !std::isnormal(step) || ticks < 2.0 || ticks > 2.0 * Intervals + 1.0) {
        axis->setRange(0.0, top); // the largest doubles: no round step fits
        return;
    }
    axis->setRange(0.0, maximum);
    axis->setTickCount(int(ticks));
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
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

QChart *newChart(const ChartData &data, const ChartStyle &style)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(style.background);
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(style.text);
    chart->setTitleFont(chartFont(15, true));
    setFittedTitle(chart, boundedChartText(data.title, LongestTitle), boundedChartText(data.subtitle, LongestSubtitle));
    // Axis numbers in the locale's format, with its digit grouping (100,000; 100 000), like the values.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    return chart;
}

qsizetype chartLegendEntries(const ChartData &data)
{
    if (data.isEmpty())
        return 0;
    if (data.shape == ChartShape::Lines)
        return std::count_if(data.lines.cbegin(), data.lines.cend(),
                             [](const ChartData::Line &line) { return !line.faint; });
    return std::count_if(data.series.cbegin(), data.series.cend(),
                         [](const ChartData::Series &series) { return series.inLegend; });
}

void addLegendAndFootnotes(QChart *chart, const ChartData &data, const ChartStyle &style)
{
    chart->setProperty(LegendEntriesProperty, QVariant::fromValue(qint64(chartLegendEntries(data))));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(style.text);
    chart->legend()->setFont(chartFont(10));
    (new LegendNames(chart))->fit();
    if (!data.footnotes.isEmpty())
        new Footnotes(chart, data.footnotes, chartFont(9), style.text);
}

} // namespace cm
