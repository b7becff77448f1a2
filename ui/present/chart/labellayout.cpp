// SPDX-License-Identifier: GPL-3.0-or-later
#include "labellayout.h"

namespace cm {
namespace {

// Boxes that only touch do not overlap; anti-aliased edges may spill half a pixel.
constexpr qreal Tolerance = 0.5;
// Between texts on one line, about a space's width at the charts' sizes.
constexpr qreal TextSpacing = 4.0;

bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.left() < b.right() - Tolerance && b.left() < a.right() - Tolerance && a.top() < b.bottom() - Tolerance
        && b.top() < a.bottom() - Tolerance;
}

} // namespace

bool LabelLayout::fits(const QRectF &box) const
{
    if (box.left() < m_bounds.left() - Tolerance || box.right() > m_bounds.right() + Tolerance
        || box.top() < m_bounds.top() - Tolerance || box.bottom() > m_bounds.bottom() + Tolerance)
        return false;
    for (const QRectF &taken : m_taken) {
        if (overlaps(box, taken))
            return false;
    }
    const QRectF spaced = box.adjusted(-TextSpacing, 0, TextSpacing, 0);
    for (const QRectF &text : m_texts) {
        if (overlaps(spaced, text))
            return false;
    }
    return true;
}

qsizetype LabelLayout::place(const QList<QRectF> &candidates)
{
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (fits(candidates[i])) {
            m_texts.append(candidates[i]);
            return i;
        }
    }
    return -1;
}

QRectF boxAbove(const QPointF &anchor, const QSizeF &size, qreal gap, bool turned)
{
    const QSizeF shown = turned ? size.transposed() : size;
    return QRectF(anchor.x() - shown.width() / 2, anchor.y() - gap - shown.height(), shown.width(), shown.height());
}

QRectF boxRightOf(const QPointF &anchor, const QSizeF &size, qreal gap)
{
    return QRectF(anchor.x() + gap, anchor.y() - size.height() / 2, size.width(), size.height());
}

} // namespace cm
