// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairedcomparison.h"

#include "statistics.h"

#include <algorithm>
#include <cmath>

namespace cm {

PairedComparison comparePaired(const QList<double> &plain, const QList<double> &compressed)
{
    QList<double> logRatios;
    for (qsizetype i = 0; i < std::min(plain.size(), compressed.size()); ++i) {
        if (plain[i] > 0.0 && compressed[i] > 0.0 && std::isfinite(plain[i]) && std::isfinite(compressed[i]))
            logRatios.append(std::log(compressed[i] / plain[i]));
    }
    PairedComparison comparison;
    comparison.pairs = int(logRatios.size());
    if (logRatios.size() < MinimumPairs)
        return comparison;
    double sum = 0.0;
    for (const double value : std::as_const(logRatios))
        sum += value;
    const double mean = sum / double(logRatios.size());
    comparison.ratio = std::exp(mean);
    double squares = 0.0;
    for (const double value : std::as_const(logRatios))
        squares += (value - mean) * (value - mean);
    const double stdev = std::sqrt(squares / double(logRatios.size() - 1));
    const double half = studentT95(int(logRatios.size()) - 1) * stdev / std::sqrt(double(logRatios.size()));
    comparison.low = std::exp(mean - half);
    comparison.high = std::exp(mean + half);
    comparison.verdict = comparison.low > 1.0 ? Verdict::Faster
        : comparison.high < 1.0               ? Verdict::Slower
                                              : Verdict::NoDifference;
    return comparison;
}

} // namespace cm
