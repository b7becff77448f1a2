// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"

#include <QChart>

namespace cm {

// Draws chart data of ChartShape::Lines in `theme`: a line per
// ChartData::Line over a seconds axis from 0, in its variant's colour (and,
// in print, dashed for compressed), faint lines thin and pale behind the
// others and left out of the legend. Without lines, the data's empty note
// in the middle instead of axes. The caller owns the chart.
QChart *buildLineChart(const ChartData &data, ChartTheme theme = ChartTheme::Light);

} // namespace cm
