// SPDX-License-Identifier: GPL-3.0-or-later
#include "statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cm {
namespace {

double medianOfSorted(const QList<double> &sorted)
{
    const qsizetype n = sorted.size();
    return (n % 2) ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
}

// The p-quantile of sorted values, interpolated between neighbours.
double quantileOfSorted(const QList<double> &sorted, double p)
{
    const double position = p * double(sorted.size() - 1);
    const qsizetype below = qsizetype(position);
    const qsizetype above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (position - double(below)) * (sorted[above] - sorted[below]);
}

} // namespace

bool isOutlier(const QList<double> &sorted, double value)
{
    if (sorted.size() < 4)
        return false; // too few values to say what is usual
    const double q1 = quantileOfSorted(sorted, 0.25);
    const double q3 = quantileOfSorted(sorted, 0.75);
    const double fence = 1.5 * (q3 - q1);
    return value < q1 - fence || value > q3 + fence;
}

double studentT95(int degreesOfFreedom)
{
    static const double table[]
        = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
           2.120,  2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (degreesOfFreedom < 1)
        return 0.0;
    if (degreesOfFreedom <= 30)
        return table[degreesOfFreedom - 1];
    if (degreesOfFreedom <= 60)
        return 2.000;
    if (degreesOfFreedom <= 120)
        return 1.980;
    return 1.960;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    return medianOfSorted(values);
}

SpeedSummary summarize(const QList<double> &speedsMBps)
{
    SpeedSummary summary;
    summary.count = int(speedsMBps.size());
    if (speedsMBps.isEmpty())
        return summary;

    QList<double> sorted = speedsMBps;
    std::sort(sorted.begin(), sorted.end());
    const qsizetype n = sorted.size();
    summary.minMBps = sorted.front();
    summary.maxMBps = sorted.back();
    summary.medianMBps = medianOfSorted(sorted);
    summary.meanMBps = std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(n);
    if (n > 1) {
        double squares = 0.0;
        for (double value : sorted)
            squares += (value - summary.meanMBps) * (value - summary.meanMBps);
        summary.stdevMBps = std::sqrt(squares / double(n - 1));
        summary.ci95MBps = studentT95(int(n - 1)) * summary.stdevMBps / std::sqrt(double(n));
    }
    summary.outliers = int(std::count_if(sorted.begin(), sorted.end(), [&](double v) { return isOutlier(sorted, v); }));
    return summary;
}

} // namespace cm
