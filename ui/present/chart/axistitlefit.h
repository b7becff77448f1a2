// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractAxis;
class QChart;

namespace cm {

// The smallest size, in points, a value axis' title is drawn at.
inline constexpr double SmallestAxisTitlePoints = 7.0;

// A value axis' title fitted along the plot whenever it is laid out anew:
// Qt Charts cuts a title longer than the plot with "...". It takes one line
// at the axis' title font and then smaller, down to SmallestAxisTitlePoints
// (Qt Charts measures a turned title of two lines against less room than it
// gives it, and cuts it); where even that is longer than the plot,
// `shortTitle` (the unit alone, "%") is drawn the same way; where neither
// fits, none is (the chart's title names the unit). `title` and
// `shortTitle` are plain text.
void fitValueAxisTitle(QChart *chart, QAbstractAxis *axis, const QString &title, const QString &shortTitle);

// The title of `axis` as given, on one line, whatever form it is drawn in.
QString plainAxisTitle(const QAbstractAxis *axis);

} // namespace cm
