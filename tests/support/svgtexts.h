// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QRectF>
#include <QString>

namespace cm::test {

// A text as an SVG file draws it: its characters and the box they cover
// in the file's coordinates.
struct SvgText
{
    QString text;
    QRectF box;
};

// Every <text> element of an SVG file as Qt's SVG generator writes it: the
// box runs from the baseline's start by the font's advance, ascent and
// descent (in pixels at 96 per inch), through the transforms of the groups
// around it. Fails the calling test when the file is not well-formed.
QList<SvgText> svgTexts(const QByteArray &svg);

} // namespace cm::test
