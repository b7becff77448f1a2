// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFontMetricsF>
#include <QSizeF>
#include <QString>
#include <QStringList>

class QChart;

namespace cm {

// Sets the chart's title over its subtitle, each broken into lines as wide
// as the chart whenever it is laid out anew: Qt Charts cuts a title wider
// than the chart with "…" ("read speed, M…"). The title as one line of
// plain text stays on the chart for the alt text and the SVG's <title>
// (chartPlainTitle()).
void setFittedTitle(QChart *chart, const QString &title, const QString &subtitle);
QString chartPlainTitle(const QChart *chart);

// `text` in lines no wider than `width`: broken at spaces, inside a word
// only where the word alone is wider (Chinese has no spaces).
QStringList linesWithin(const QString &text, const QFontMetricsF &metrics, qreal width);

// `lines` of plain text as rich text, each escaped, one under another.
QString chartLinesHtml(const QStringList &lines);

// The size Qt Charts finds for the rich text `html` in `font`, as it
// measures axis labels and titles before it cuts them.
QSizeF chartTextSize(const QString &html, const QFont &font);

} // namespace cm
