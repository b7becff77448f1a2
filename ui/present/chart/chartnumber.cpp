// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartnumber.h"

#include <algorithm>
#include <cmath>

namespace cm {

QString chartNumber(double value, const QLocale &locale)
{
    constexpr int Significant = 3;
    if (!std::isfinite(value) || value == 0.0)
        return locale.toString(std::isfinite(value) ? 0.0 : value, 'f', 0);
    int digits = int(std::floor(std::log10(std::fabs(value)))) + 1; // before the decimal point
    int decimals = std::max(0, Significant - digits);
    // 99.96 rounds to 100.0: a digit more before the point, one fewer after it.
    const double scale = std::pow(10.0, decimals);
    if (std::fabs(std::round(value * scale) / scale) >= std::pow(10.0, digits)) {
        ++digits;
        decimals = std::max(0, Significant - digits);
    }
    // Beyond three digits, round the digits that would not be shown.
    const double unit = digits > Significant ? std::pow(10.0, digits - Significant) : 1.0;
    const double shown = digits > Significant ? std::round(value / unit) * unit : value;
    return locale.toString(shown, 'f', decimals);
}

QString chartPercent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 0) + QStringLiteral(" %");
}

} // namespace cm
