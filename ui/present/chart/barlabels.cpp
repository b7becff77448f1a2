// SPDX-License-Identifier: GPL-3.0-or-later
#include "barlabels.h"

#include "chart/labellayout.h"

#include <QAbstractBarSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>
#include <utility>

namespace cm {
namespace {

constexpr qreal Gap = 2.0; // pixels between a bar's end and its text, and between texts

// A point on the chart from a value along the bars and a place across them.
QPointF onChart(QChart *chart, QAbstractBarSeries *series, Qt::Orientation orientation, double along, qreal across)
{
    return chart->mapToPosition(orientation == Qt::Vertical ? QPointF(across, along) : QPointF(along, across), series);
}

} // namespace

BarLabels::BarLabels(QChart *chart, QAbstractBarSeries *series, Qt::Orientation orientation, int sets, qreal barWidth)
    : QObject(chart)
    , m_chart(chart)
    , m_series(series)
    , m_orientation(orientation)
    , m_sets(std::max(1, sets))
    , m_barWidth(barWidth)
{
    connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
}

void BarLabels::addBar(int category, int set, double value, double low, double high)
{
    m_bars.append(Bar{category, set, value, low, high});
}

void BarLabels::addValue(int category, int set, double end, const QString &text, const QFont &font,
                         const QColor &colour)
{
    addNote(category, set, end, {text}, font, colour);
    m_values.append(m_notes.takeLast());
}

void BarLabels::addNote(int category, int set, double end, const QStringList &forms, const QFont &font,
                        const QColor &colour)
{
    // The longest form until the first layout places it (or leaves it out).
    auto *item = new QGraphicsSimpleTextItem(forms.value(0), m_chart);
    item->setFont(font);
    item->setBrush(colour);
    item->setZValue(10);
    m_notes.append(Label{category, set, end, forms, item, {}});
}

// Category i spans i - 0.5 .. i + 0.5 on the category axis, its bars side by side.
qreal BarLabels::centre(int category, int set) const
{
    return category - m_barWidth / 2 + m_barWidth * (set + 0.5) / m_sets;
}

QRectF BarLabels::barBox(const Bar &bar) const
{
    const qreal half = m_barWidth / m_sets / 2;
    const qreal c = centre(bar.category, bar.set);
    return QRectF(onChart(m_chart, m_series, m_orientation, bar.value, c - half),
                  onChart(m_chart, m_series, m_orientation, 0.0, c + half))
        .normalized();
}

QRectF BarLabels::whiskerBox(const Bar &bar) const
{
    const qreal cap = m_barWidth / m_sets / 8;
    const qreal c = centre(bar.category, bar.set);
    return QRectF(onChart(m_chart, m_series, m_orientation, bar.high, c - cap),
                  onChart(m_chart, m_series, m_orientation, bar.low, c + cap))
        .normalized();
}

QPointF BarLabels::endPoint(const Label &label) const
{
    return onChart(m_chart, m_series, m_orientation, label.end, centre(label.category, label.set));
}

void BarLabels::show(Label *label, const QString &text, const QRectF &box, bool turned)
{
    label->item->setText(text);
    label->item->setRotation(turned ? -90.0 : 0.0);
    // Turned a quarter to the left about its origin, the text's box starts
    // at the origin's bottom left.
    label->item->setPos(turned ? QPointF(box.left(), box.bottom()) : box.topLeft());
    label->item->setVisible(true);
    label->box = box;
}

void BarLabels::placeValue(LabelLayout *layout, Label *value)
{
    const QString &text = value->forms.constFirst();
    value->item->setText(text);
    const QSizeF size = value->item->boundingRect().size();
    // Where the bar has a whisker, first at the bar's end beside it: above
    // the whisker's end the value would stand far from its bar.
    QList<QRectF> upright;
    const auto bar = std::find_if(m_bars.cbegin(), m_bars.cend(),
                                  [&](const Bar &b) { return b.category == value->category && b.set == value->set; });
    if (bar != m_bars.cend() && bar->high > bar->value && bar->value > 0.0) {
        const QRectF whisker = whiskerBox(*bar);
        const QPointF barEnd = onChart(m_chart, m_series, m_orientation, bar->value, centre(bar->category, bar->set));
        if (m_orientation == Qt::Vertical)
            upright << QRectF(QPointF(whisker.right() + Gap, barEnd.y() - Gap - size.height()), size)
                    << QRectF(QPointF(whisker.left() - Gap - size.width(), barEnd.y() - Gap - size.height()), size);
        else
            upright << QRectF(QPointF(barEnd.x() + Gap, whisker.top() - size.height()), size)
                    << QRectF(QPointF(barEnd.x() + Gap, whisker.bottom()), size);
    }
    const QPointF end = endPoint(*value);
    upright << (m_orientation == Qt::Horizontal ? boxRightOf(end, size, Gap) : boxAbove(end, size, Gap, false));
    QList<QRectF> candidates = upright;
    if (m_orientation == Qt::Vertical)
        candidates << boxAbove(end, size, Gap, true);
    const qsizetype chosen = layout->place(candidates);
    if (chosen >= 0)
        show(value, text, candidates[chosen], chosen >= upright.size());
}

bool BarLabels::placeNote(LabelLayout *layout, Label *note, const Label *value, int level)
{
    const bool valueShown = value && !value->box.isEmpty();
    QPointF anchor = endPoint(*note);
    if (valueShown)
        anchor = m_orientation == Qt::Vertical ? QPointF(value->box.center().x(), value->box.top())
                                               : QPointF(value->box.right(), value->box.center().y());
    const qsizetype first = std::min<qsizetype>(level, note->forms.size() - 1);
    // Upright in any of its forms before turned: "⚠ 67 %" reads better
    // than a column of sideways text with its interval.
    for (const bool turned : {false, true}) {
        if (turned && m_orientation == Qt::Horizontal)
            return false;
        for (qsizetype f = first; f < note->forms.size(); ++f) {
            const QString &text = note->forms[f];
            if (turned && text.size() <= 2)
                continue; // a lone mark turned reads as another sign: ⚠ as ◁
            note->item->setText(text);
            const QSizeF size = note->item->boundingRect().size();
            QList<QRectF> boxes{m_orientation == Qt::Horizontal ? boxRightOf(anchor, size, Gap * 3)
                                                                : boxAbove(anchor, size, Gap, turned)};
            // Above a value beside a whisker, the note may lean away from it.
            if (m_orientation == Qt::Vertical && !turned && valueShown)
                boxes << QRectF(QPointF(value->box.left(), boxes[0].top()), size)
                      << QRectF(QPointF(value->box.right() - size.width(), boxes[0].top()), size);
            const qsizetype chosen = layout->place(boxes);
            if (chosen >= 0) {
                show(note, text, boxes[chosen], turned);
                return f == first;
            }
        }
    }
    return false;
}

qreal BarLabels::widestEnd() const
{
    const auto widest = [](const Label &label) {
        qreal width = 0.0;
        const QFontMetricsF metrics(label.item->font());
        for (const QString &form : label.forms)
            width = std::max(width, metrics.horizontalAdvance(form));
        return width;
    };
    qreal reach = 0.0;
    for (const Label &value : m_values) {
        qreal end = Gap + widest(value);
        for (const Label &note : m_notes)
            if (note.category == value.category && note.set == value.set)
                end += Gap * 3 + widest(note);
        reach = std::max(reach, end);
    }
    for (const Label &note : m_notes)
        reach = std::max(reach, Gap * 3 + widest(note));
    return std::ceil(reach);
}

void BarLabels::place()
{
    // One style for every note: all as given where they all fit so, else
    // all in their shorter form ("⚠ 74 %" beside "⚠ 134 % of plain" reads
    // as two kinds of figure). Only a note without room even then falls to
    // its mark alone, on its own.
    constexpr int Shorter = 1;
    if (!placeAll(0))
        placeAll(Shorter);
}

bool BarLabels::placeAll(int level)
{
    LabelLayout layout(m_chart->plotArea().marginsAdded(m_roomBeyondPlot));
    for (const Bar &bar : std::as_const(m_bars)) {
        if (bar.value > 0.0)
            layout.reserve(barBox(bar));
        if (bar.high > 0.0)
            layout.reserve(whiskerBox(bar));
    }
    for (Label &value : m_values) {
        value.item->setVisible(false);
        value.box = {};
        placeValue(&layout, &value);
    }
    bool uniform = true;
    for (Label &note : m_notes) {
        note.item->setVisible(false);
        note.box = {};
        const auto value = std::find_if(m_values.cbegin(), m_values.cend(), [&](const Label &v) {
            return v.category == note.category && v.set == note.set;
        });
        if (!placeNote(&layout, &note, value == m_values.cend() ? nullptr : &*value, level))
            uniform = false;
    }
    return uniform;
}

} // namespace cm
