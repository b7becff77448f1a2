// SPDX-License-Identifier: GPL-3.0-or-later
#include "categoryfit.h"

#include "chart/charttitle.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QObject>
#include <QSet>
#include <QTextDocumentFragment>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr char PlainNamesProperty[] = "compressmarkPlainNames";
constexpr char NamesHeightProperty[] = "compressmarkCategoryNamesHeight";
// Of a group's width, what its name may take: names side by side keep a gap.
constexpr qreal NameWidthShare = 0.92;
// The most lines of a name standing upright under its group.
constexpr qsizetype MostUprightLines = 4;
// Qt Charts' room between an axis label and the plot.
constexpr qreal LabelPadding = 4.0;
// Above and below a row's name, so that the names of rows next to each other keep apart.
constexpr qreal RowNameGap = 12.0;

// A row's name as the axis shows it: its lines kept clear of the axis' line
// by more than Qt Charts' padding, which a browser's wider rendering of the
// same font used up.
QString rowNameHtml(const QStringList &lines)
{
    return QStringLiteral("<div style=\"margin-right:6px\">%1</div>").arg(chartLinesHtml(lines));
}

qreal widestWord(const QString &name, const QFontMetricsF &metrics)
{
    qreal widest = 0.0;
    for (const QString &word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

// `name` in at most `most` lines, each as short as that allows.
QStringList linesSideBySide(const QString &name, const QFontMetricsF &metrics, qsizetype most)
{
    qreal length = std::max(widestWord(name, metrics), metrics.horizontalAdvance(name) / qreal(most));
    QStringList lines = linesWithin(name, metrics, length);
    while (lines.size() > most) {
        length *= 1.05;
        lines = linesWithin(name, metrics, length);
    }
    return lines;
}

// Sets the axis' names as `wrapped` unless two came out alike: Qt's axis holds each once.
void setCategories(QBarCategoryAxis *axis, const QStringList &wrapped)
{
    if (wrapped == axis->categories() || QSet<QString>(wrapped.cbegin(), wrapped.cend()).size() != wrapped.size())
        return;
    axis->setCategories(wrapped);
}

class CategoryFit : public QObject
{
public:
    CategoryFit(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
        , m_names(names)
    {
        m_axis->setTruncateLabels(false);
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
    }

    void fit()
    {
        if (m_names.isEmpty() || m_axis->count() != m_names.size() || m_chart->plotArea().width() <= 0)
            return;
        const qreal width = m_chart->plotArea().width() / qreal(m_names.size()) * NameWidthShare;
        const QFont font = m_axis->labelsFont();
        const QFontMetricsF metrics(font);
        QList<QStringList> upright;
        bool fitsUpright = true;
        for (const QString &name : m_names) {
            upright.append(linesWithin(name, metrics, width));
            fitsUpright
                = fitsUpright && upright.constLast().size() <= MostUprightLines && widestWord(name, metrics) <= width;
        }
        // Turned to read upwards: as many lines side by side as a group
        // holds, half a line apart from the next group's.
        const qreal line = chartTextSize(QStringLiteral("X<br>X"), font).height()
            - chartTextSize(QStringLiteral("X"), font).height();
        const qsizetype across = std::max<qsizetype>(1, qsizetype((width - line / 2) / line));
        QStringList wrapped;
        qreal tallest = 0.0;
        for (qsizetype i = 0; i < m_names.size(); ++i) {
            const QString html
                = chartLinesHtml(fitsUpright ? upright[i] : linesSideBySide(m_names[i], metrics, across));
            const QSizeF size = chartTextSize(html, font);
            tallest = std::max(tallest, fitsUpright ? size.height() : size.width());
            wrapped << html;
        }
        m_chart->setProperty(NamesHeightProperty, tallest + LabelPadding + 1.0);
        const qreal angle = fitsUpright ? 0.0 : -90.0;
        if (m_axis->labelsAngle() != int(angle))
            m_axis->setLabelsAngle(int(angle));
        setCategories(m_axis, wrapped);
    }

private:
    QChart *m_chart;
    QBarCategoryAxis *m_axis;
    QStringList m_names;
};

// The width of the name column of `chart` laid out `layoutWidth` wide.
qreal rowNameWidth(const QChart *chart, qreal layoutWidth)
{
    const QMargins margins = chart->margins();
    return std::max<qreal>(1.0, RowNameShare * (layoutWidth - margins.left() - margins.right()));
}

class RowFit : public QObject
{
public:
    RowFit(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
        , m_names(names)
    {
        m_axis->setTruncateLabels(false);
        // The plot moves where the margins do: the values' room beside it.
        connect(chart, &QChart::geometryChanged, this, [this] { fit(); });
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
        fit();
    }

    void fit()
    {
        if (m_names.isEmpty() || m_axis->count() != m_names.size())
            return;
        // Before the first layout: as wide as a chart is laid out.
        const qreal chartWidth = m_chart->rect().width() > 0 ? m_chart->rect().width() : 960.0;
        const QFontMetricsF metrics(m_axis->labelsFont());
        QStringList wrapped;
        for (const QString &name : m_names)
            wrapped << rowNameHtml(linesWithin(name, metrics, rowNameWidth(m_chart, chartWidth)));
        setCategories(m_axis, wrapped);
    }

private:
    QChart *m_chart;
    QBarCategoryAxis *m_axis;
    QStringList m_names;
};

const QBarCategoryAxis *categoryAxis(const QChart *chart, Qt::Orientation orientation)
{
    for (const QAbstractAxis *axis : chart->axes(orientation))
        if (const auto *named = qobject_cast<const QBarCategoryAxis *>(axis))
            return named;
    return nullptr;
}

} // namespace

void fitCategoryNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
{
    axis->setProperty(PlainNamesProperty, names);
    new CategoryFit(chart, axis, names);
}

void fitRowNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
{
    axis->setProperty(PlainNamesProperty, names);
    new RowFit(chart, axis, names);
}

double rowNameHeight(const QChart *chart, double layoutWidth)
{
    const QBarCategoryAxis *axis = chart ? categoryAxis(chart, Qt::Vertical) : nullptr;
    if (!axis)
        return 0.0;
    const QFont font = axis->labelsFont();
    const QFontMetricsF metrics(font);
    qreal tallest = 0.0;
    for (const QString &name : plainCategoryNames(axis))
        tallest = std::max(
            tallest,
            chartTextSize(rowNameHtml(linesWithin(name, metrics, rowNameWidth(chart, layoutWidth))), font).height());
    return tallest > 0.0 ? tallest + RowNameGap : 0.0;
}

double categoryNamesHeight(const QChart *chart)
{
    return chart && categoryAxis(chart, Qt::Horizontal) ? chart->property(NamesHeightProperty).toDouble() : 0.0;
}

QStringList plainCategoryNames(const QBarCategoryAxis *axis)
{
    const QVariant names = axis->property(PlainNamesProperty);
    if (names.isValid())
        return names.toStringList();
    QStringList plain;
    // Qt 6.4 declares categories() without const, though it changes nothing.
    for (const QString &name : const_cast<QBarCategoryAxis *>(axis)->categories())
        plain << QTextDocumentFragment::fromHtml(name).toPlainText().simplified();
    return plain;
}

} // namespace cm
