// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChart>
#include <QString>

namespace cm {

// A chart's figures for a reader who cannot see them, as the alt text
// carries them: each bar's value by category ("Books: compression off 912,
// compression on 488"), or for a chart of more bars than a sentence holds
// (MostBarsNamed), the highest and the lowest and where each stands; a
// line chart's lowest and highest point. Empty for no figure.
QString chartValuesText(const QChart *chart);

inline constexpr int MostBarsNamed = 24;

// A label Qt Charts draws as rich text (escaped, broken into lines to fit)
// as plain text on one line.
QString chartTextOnOneLine(const QString &html);
// A bar set's name for the alt text where its label is not enough (a
// drive's compressed bars, labelled with the drive alone).
inline constexpr char BarSetAltName[] = "compressmarkAltName";

} // namespace cm
