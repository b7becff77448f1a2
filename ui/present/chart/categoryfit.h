// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"

#include <QStringList>

class QBarCategoryAxis;
class QChart;

namespace cm {

// The names of a bar chart's categories, drawn whole: Qt Charts cuts a name
// wider than its room with "...", and "VM disk (ext4)" and "VM disk
// (btrfs)" came out alike. `names` are plain text, in the axis's order.

// Under vertical bars: each name broken into lines as wide as its group
// whenever the plot is laid out anew, up to four lines; where a name needs
// more, or a word is wider than its group, every name turns to read upwards
// in as many lines as stand side by side in a group. `groups` are said in a
// row of their own under the names, each once under its run (the axis'
// title), in lines as wide as the run; where a run is narrower than a word
// of its group's name and than ten characters, each name is said with its
// group's instead. The chart grows taller where they
// need it (chartNeededHeight()).
void fitCategoryNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names,
                      const QList<ChartData::CategoryGroup> &groups = {});

// Each of `names` said with its group's name ("group: name").
QStringList namesWithGroups(const QStringList &names, const QList<ChartData::CategoryGroup> &groups);

// Beside horizontal bars: each name broken into lines as wide as the name
// column (RowNameShare of the chart's width between its margins); a row
// grows taller where its name needs it (rowNameHeight()).
void fitRowNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names);

// Of the chart's width between its margins, what the names beside
// horizontal bars take: Qt Charts gives an axis at most 0.4 of it.
inline constexpr double RowNameShare = 0.34;

// The height a row of `chart`, laid out `layoutWidth` wide, needs for the
// lines of its longest name; 0 for a chart without row names.
double rowNameHeight(const QChart *chart, double layoutWidth);

// The height the names under vertical bars take below the plot, the gaps
// around them included, as the chart was last laid out; 0 without.
double categoryNamesHeight(const QChart *chart);

// The names of `axis` as given, whatever lines they are drawn in; each with
// its group's name where it has one.
QStringList plainCategoryNames(const QBarCategoryAxis *axis);

} // namespace cm
