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
// The smallest font of turned names, in points.
constexpr qreal SmallestNamePoints = 6.0;
// The fewest characters a line of a group's name is broken into.
constexpr qreal ShortestGroupLine = 10.0;
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

// The height one more line of text takes in `font`.
qreal lineHeight(const QFont &font)
{
    return chartTextSize(QStringLiteral("X<br>X"), font).height() - chartTextSize(QStringLiteral("X"), font).height();
}

// `html` in `font` where it differs in size from the axis' `axisFont`.
QString sizedHtml(const QString &html, const QFont &font, const QFont &axisFont)
{
    if (font.pointSizeF() == axisFont.pointSizeF())
        return html;
    return QStringLiteral("<span style=\"font-size:%1pt\">%2</span>")
        .arg(QString::number(font.pointSizeF(), 'f', 1), html);
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
    CategoryFit(QChart *chart, QBarCategoryAxis *axis, const QStringList &names,
                const QList<ChartData::CategoryGroup> &groups)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
        , m_names(names)
        , m_groups(groups)
    {
        m_axis->setTruncateLabels(false);
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
    }

    void fit()
    {
        if (m_names.isEmpty() || m_axis->count() != m_names.size() || m_chart->plotArea().width() <= 0)
            return;
        const qreal groupWidth = m_chart->plotArea().width() / qreal(m_names.size());
        const qreal width = groupWidth * NameWidthShare;
        const QFont font = m_axis->labelsFont();
        const QFontMetricsF metrics(font);
        // The groups' names in a row of their own under the names, the
        // axis' title: where one has no room, each name says its group.
        // Qt cuts a title wider than the plot, its text's margins counted.
        const QString groupRow = groupRowHtml((m_chart->plotArea().width() - 2.0) / qreal(m_names.size()), metrics);
        const QStringList names = groupRow.isEmpty() ? namesWithGroups(m_names, m_groups) : m_names;
        QList<QStringList> upright;
        bool fitsUpright = true;
        for (const QString &name : names) {
            upright.append(linesWithin(name, metrics, width));
            fitsUpright
                = fitsUpright && upright.constLast().size() <= MostUprightLines && widestWord(name, metrics) <= width;
        }
        // Turned to read upwards: as many lines side by side as a group
        // holds, half a line apart from the next group's; in a smaller
        // font where not even one line fits, as Qt would hide the first and
        // last names and the others stand over their neighbours.
        QFont turnedFont = font;
        if (const qreal oneLine = chartTextSize(QStringLiteral("X"), font).height(); !fitsUpright && oneLine > width)
            turnedFont.setPointSizeF(std::max(SmallestNamePoints, font.pointSizeF() * width / oneLine));
        const qreal line = lineHeight(turnedFont);
        const QFontMetricsF turnedMetrics(turnedFont);
        const qsizetype across = std::max<qsizetype>(1, qsizetype((width - line / 2) / line));
        QStringList wrapped;
        qreal tallest = 0.0;
        for (qsizetype i = 0; i < names.size(); ++i) {
            QString html = fitsUpright
                ? chartLinesHtml(upright[i])
                : sizedHtml(chartLinesHtml(linesSideBySide(names[i], turnedMetrics, across)), turnedFont, font);
            const QSizeF size = chartTextSize(html, font);
            tallest = std::max(tallest, fitsUpright ? size.height() : size.width());
            // Qt's axis holds each name once: a name under every group is told apart unseen.
            if (!groupRow.isEmpty())
                html += QStringLiteral("<!--%1-->").arg(i);
            wrapped << html;
        }
        const qreal groupsHeight = groupRow.isEmpty() ? 0.0 : chartTextSize(groupRow, font).height() + 2 * LabelPadding;
        m_chart->setProperty(NamesHeightProperty, tallest + LabelPadding + 1.0 + groupsHeight);
        const qreal angle = fitsUpright ? 0.0 : -90.0;
        if (m_axis->labelsAngle() != int(angle))
            m_axis->setLabelsAngle(int(angle));
        setCategories(m_axis, wrapped);
        if (m_axis->titleText() != groupRow)
            m_axis->setTitleText(groupRow);
    }

private:
    // A table of one row, a cell as wide as each group's categories, its
    // name in lines within it; empty without groups or where a group's room
    // is too narrow for a word of its name and for ten characters.
    QString groupRowHtml(qreal categoryWidth, const QFontMetricsF &metrics) const
    {
        if (m_groups.isEmpty())
            return {};
        QString cells;
        for (const ChartData::CategoryGroup &group : m_groups) {
            const int cell = int(std::floor(categoryWidth * group.count));
            const qreal room = cell * NameWidthShare;
            // A long word is broken in lines of ten characters or more, not fewer.
            if (widestWord(group.name, metrics) > room && room < ShortestGroupLine * metrics.averageCharWidth())
                return {};
            cells += QStringLiteral("<td width=\"%1\" align=\"center\">%2</td>")
                         .arg(QString::number(cell), chartLinesHtml(linesWithin(group.name, metrics, room)));
        }
        return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\"><tr>%1</tr></table>").arg(cells);
    }

    QChart *m_chart;
    QBarCategoryAxis *m_axis;
    QStringList m_names;
    QList<ChartData::CategoryGroup> m_groups;
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

QStringList namesWithGroups(const QStringList &names, const QList<ChartData::CategoryGroup> &groups)
{
    QStringList joined = names;
    qsizetype next = 0;
    for (const ChartData::CategoryGroup &group : groups) {
        for (int i = 0; i < group.count && next < joined.size(); ++i, ++next)
            joined[next] = QStringLiteral("%1: %2").arg(group.name, joined[next]);
    }
    return joined;
}

void fitCategoryNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names,
                      const QList<ChartData::CategoryGroup> &groups)
{
    axis->setProperty(PlainNamesProperty, namesWithGroups(names, groups));
    new CategoryFit(chart, axis, names, groups);
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
