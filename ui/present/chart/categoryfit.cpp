// SPDX-License-Identifier: GPL-3.0-or-later
#include "categoryfit.h"

#include "chart/charttitle.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QObject>
#include <QSet>

#include <algorithm>

namespace cm {
namespace {

// Of a group's width, what its name may take: names side by side keep a gap.
constexpr qreal NameWidthShare = 0.92;
// The most lines of a name drawn whole below the axis.
constexpr qsizetype MostWholeLines = 4;

class CategoryFit : public QObject
{
public:
    CategoryFit(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
        , m_names(names)
    {
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
    }

    void fit()
    {
        const QStringList shown = m_axis->categories();
        if (m_names.isEmpty() || shown.size() != m_names.size() || m_chart->plotArea().width() <= 0)
            return;
        const qreal width = m_chart->plotArea().width() / qreal(m_names.size()) * NameWidthShare;
        const QFontMetricsF metrics(m_axis->labelsFont());
        QStringList wrapped;
        qsizetype mostLines = 0;
        for (const QString &name : m_names) {
            QStringList lines;
            for (const QString &line : linesWithin(name, metrics, width))
                lines << line.toHtmlEscaped();
            mostLines = std::max(mostLines, lines.size());
            wrapped << lines.join(QStringLiteral("<br>"));
        }
        // Qt Charts cuts the lines with "..." where it gives the axis less
        // height than they take, though each is as wide as its group: a few
        // lines are drawn whole; more, on a chart of many narrow groups,
        // would leave the image, and are cut.
        m_axis->setTruncateLabels(mostLines > MostWholeLines);
        // Names that wrap alike stay apart: Qt's axis holds each once.
        if (wrapped == shown || QSet<QString>(wrapped.cbegin(), wrapped.cend()).size() != wrapped.size())
            return;
        m_axis->setCategories(wrapped);
    }

private:
    QChart *m_chart;
    QBarCategoryAxis *m_axis;
    QStringList m_names;
};

} // namespace

void fitCategoryNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names)
{
    new CategoryFit(chart, axis, names);
}

} // namespace cm
