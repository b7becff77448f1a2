// SPDX-License-Identifier: GPL-3.0-or-later
#include "speedchart.h"

#include "chart/barchart.h"

namespace cm {

QChart *buildSpeedChart(const SpeedChartData &data, ChartTheme theme)
{
    return buildChart(perDriveChartData(data), theme);
}

} // namespace cm
