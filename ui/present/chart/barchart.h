// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"

#include <QChart>

namespace cm {

// Draws chart data as a grouped bar chart in `theme`: value labels on the
// bars, notes (e.g. "54 % of plain") above them, whiskers and a reference
// line where the data has them; data of ChartShape::Lines is drawn by
// buildLineChart(). Text is drawn as visibleChartData() shows it. The
// caller owns the chart; the GUI shows it in a
// QChartView, the exports render it offscreen.
QChart *buildChart(const ChartData &data, ChartTheme theme = ChartTheme::Light);

// The colour each of the data's series of bars is drawn in.
QList<QColor> barColours(const ChartData &data, const ChartStyle &style);

} // namespace cm
