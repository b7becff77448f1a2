// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

class QChart;
class QGraphicsItem;

namespace cm::test {

struct ShownText
{
    QString text;
    QRectF box;
};

// Every text of the chart as laid out `size` large in its scene (but those
// of `leftOut`), its box in the image: the chart's own labels, Qt Charts'
// titles, axes and legend. Whole texts, where an SVG file splits one into
// an element per font its glyphs come from (Chinese), for tests that look
// for a text itself. A rich text item's box is its glyphs' (less the
// document's margin).
QList<ShownText> shownTexts(QChart *chart, const QSize &size, const QGraphicsItem *leftOut = nullptr);

// The texts of `chart` as laid out for an image asked as `size`, which may
// be drawn taller than asked (chartImageSize()).
QList<ShownText> textsAsDrawn(QChart *chart, const QSize &size, const QGraphicsItem *leftOut = nullptr);

// A text as its words read, whatever lines it is broken into.
QString withoutSpaces(QString text);

// Cut by Qt Charts ("...") or by the chart itself ("…").
bool isCut(const QString &text);

} // namespace cm::test
