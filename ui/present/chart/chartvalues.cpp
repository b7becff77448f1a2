// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartvalues.h"

#include "chart/categoryfit.h"
#include "chart/chartnumber.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QLineSeries>
#include <QStringList>
#include <QTextDocumentFragment>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartValues)
};

QString nameOf(const QBarSet *set)
{
    const QVariant name = set->property(BarSetAltName);
    return name.isValid() ? name.toString() : chartTextOnOneLine(set->label());
}

struct Bar
{
    QString category;
    QString series;
    double value = 0.0;
};

// Every bar with a value, in the order a reader meets them: categories from
// the left or, for rows, from the top, and within each the bars likewise.
QList<QList<Bar>> barsByCategory(const QChart *chart)
{
    QStringList categories;
    bool rows = false;
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *named = qobject_cast<QBarCategoryAxis *>(axis)) {
            categories = plainCategoryNames(named);
            rows = axis->orientation() == Qt::Vertical;
        }
    }
    QList<const QBarSet *> sets;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets())
                sets.append(set);
        }
    }
    QList<QList<Bar>> byCategory;
    for (qsizetype c = 0; c < categories.size(); ++c) {
        QList<Bar> bars;
        for (const QBarSet *set : std::as_const(sets)) {
            if (c < set->count() && set->at(c) > 0.0)
                bars.append({categories[c], nameOf(set), set->at(c)});
        }
        if (rows)
            std::reverse(bars.begin(), bars.end());
        if (!bars.isEmpty())
            byCategory.append(bars);
    }
    if (rows)
        std::reverse(byCategory.begin(), byCategory.end());
    return byCategory;
}

QString where(const Bar &bar)
{
    return bar.series.isEmpty() ? bar.category : Text::tr("%1, %2").arg(bar.category, bar.series);
}

QString barValues(const QList<QList<Bar>> &byCategory)
{
    QList<Bar> all;
    for (const QList<Bar> &bars : byCategory)
        all += bars;
    if (all.isEmpty())
        return {};
    if (all.size() > MostBarsNamed) {
        const auto [lowest, highest] = std::minmax_element(all.cbegin(), all.cend(), [](const Bar &a, const Bar &b) {
            return a.value < b.value;
        });
        return Text::tr("%1 bars, the highest %2 (%3), the lowest %4 (%5).")
            .arg(QString::number(all.size()), chartNumber(highest->value), where(*highest), chartNumber(lowest->value),
                 where(*lowest));
    }
    QStringList groups;
    for (const QList<Bar> &bars : byCategory) {
        QStringList values;
        for (const Bar &bar : bars)
            values << (bar.series.isEmpty() ? chartNumber(bar.value)
                                            : Text::tr("%1 %2").arg(bar.series, chartNumber(bar.value)));
        groups << Text::tr("%1: %2").arg(bars.first().category, values.join(QStringLiteral(", ")));
    }
    return groups.join(QStringLiteral("; ")) + QLatin1Char('.');
}

// A line chart's: every run's points, the faint ones behind included.
QString lineValues(const QChart *chart)
{
    QList<qreal> values;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *line = qobject_cast<QLineSeries *>(series)) {
            for (const QPointF &point : line->points())
                values.append(point.y());
        }
    }
    if (values.isEmpty())
        return {};
    const auto [lowest, highest] = std::minmax_element(values.cbegin(), values.cend());
    return Text::tr("The lines run from %1 to %2.").arg(chartNumber(*lowest), chartNumber(*highest));
}

} // namespace

QString chartTextOnOneLine(const QString &html)
{
    QString text = QTextDocumentFragment::fromHtml(html).toPlainText();
    text.replace(QChar::LineSeparator, QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.simplified();
}

QString chartValuesText(const QChart *chart)
{
    const QString bars = barValues(barsByCategory(chart));
    return bars.isEmpty() ? lineValues(chart) : bars;
}

} // namespace cm
