// SPDX-License-Identifier: GPL-3.0-or-later
#include "emptynote.h"

#include "chart/chartparts.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegend>

namespace cm {
namespace {

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

} // namespace

void addEmptyNote(QChart *chart, const ChartData &data, const ChartStyle &style)
{
    chart->legend()->hide();
    if (!data.emptyNote.isEmpty())
        new CentredNote(chart, wrapped(boundedChartText(data.emptyNote, 1000), 70), chartFont(12), style.text);
}

QChart *placeholderChart(const QString &text, ChartTheme theme)
{
    const ChartStyle style = chartStyle(theme);
    auto *chart = new QChart;
    chart->setBackgroundBrush(style.background);
    chart->setTitleBrush(style.text);
    chart->setTitle(text);
    return chart;
}

} // namespace cm
