#include "speedchart.h"

#include "chart/barchart.h"

namespace cm {

QChart *buildSpeedChart(const SpeedChartData &data)
{
    return buildChart(perDriveChartData(data));
}

} // namespace cm
