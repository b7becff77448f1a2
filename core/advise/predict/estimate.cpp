// SPDX-License-Identifier: GPL-3.0-or-later
#include "estimate.h"

#include "stats/statistics.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace cm {

double Estimate::relativeHalfWidth() const
{
    if (!isKnown())
        return 0.0;
    return std::max(high / value - 1.0, 1.0 - low / value);
}

Estimate estimateOf(const QList<double> &values)
{
    QList<double> logs;
    for (double value : values) {
        if (value > 0.0 && std::isfinite(value))
            logs.append(std::log(value));
    }
    if (logs.isEmpty())
        return {};
    const double middle = std::exp(median(logs));
    if (logs.size() < 2)
        return Estimate::exact(middle);
    double mean = 0.0;
    for (double log : std::as_const(logs))
        mean += log;
    mean /= double(logs.size());
    double squares = 0.0;
    for (double log : std::as_const(logs))
        squares += (log - mean) * (log - mean);
    const double n = double(logs.size());
    const double halfWidth = studentT95(int(n - 1)) * std::sqrt(squares / (n - 1.0)) / std::sqrt(n);
    return {middle, middle * std::exp(-halfWidth), middle * std::exp(halfWidth)};
}

Estimate withRelativeHalfWidth(double value, double relativeHalfWidth)
{
    const double factor = 1.0 + std::max(0.0, relativeHalfWidth);
    return {value, value / factor, value * factor};
}

double combinedRelativeHalfWidth(const QList<Estimate> &factors)
{
    double squares = 0.0;
    for (const Estimate &factor : factors) {
        const double logHalfWidth = std::log1p(factor.relativeHalfWidth());
        squares += logHalfWidth * logHalfWidth;
    }
    return std::expm1(std::sqrt(squares));
}

} // namespace cm
