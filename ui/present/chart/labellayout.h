// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace cm {

// Where a chart's own texts go, so that none overlaps another, a bar or a
// whisker, or leaves the plot: each text is offered, the most important
// first, as the boxes it could take (its forms and places, in order of
// preference) and takes the first that lies inside the bounds and overlaps
// nothing taken before it. A text with no such box is not shown. Texts side
// by side keep a gap between them: "809" and "763" must not read "809763".
class LabelLayout
{
public:
    explicit LabelLayout(const QRectF &bounds)
        : m_bounds(bounds)
    {
    }

    // Something drawn already that text must keep clear of: a bar, a whisker.
    void reserve(const QRectF &box) { m_taken.append(box); }
    // The index of the first candidate that fits, which is then taken; -1 for none.
    qsizetype place(const QList<QRectF> &candidates);
    bool fits(const QRectF &box) const;

private:
    QRectF m_bounds;
    QList<QRectF> m_taken; // bars and whiskers
    QList<QRectF> m_texts; // the texts placed so far
};

// The box of a text of `size` standing `gap` above `anchor`, centred on it;
// `turned`: read upwards, so that it is as wide as the text is high.
QRectF boxAbove(const QPointF &anchor, const QSizeF &size, qreal gap, bool turned);
// The box of a text of `size` `gap` to the right of `anchor`, centred on it vertically.
QRectF boxRightOf(const QPointF &anchor, const QSizeF &size, qreal gap);

} // namespace cm
