// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/charttheme.h"
#include "chart/speedchartdata.h"

#include <QChart>

namespace cm {

// Builds the articles' grouped bar chart: categories = data types, one bar
// per variant, value labels in MB/s. The caller owns the chart.
QChart *buildSpeedChart(const SpeedChartData &data, ChartTheme theme = ChartTheme::Light);

} // namespace cm
