// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include <algorithm>

namespace cm {

QString whiskersName(Whiskers whiskers)
{
    return enumName(WhiskersNames, whiskers);
}

bool parseWhiskers(const QString &name, Whiskers *whiskers)
{
    return parseEnumName(WhiskersNames, name, whiskers);
}

double ChartData::largestValue() const
{
    double largest = valueAxisReach;
    for (const Series &s : series) {
        for (double value : s.values)
            largest = std::max(largest, value);
        for (double value : s.high)
            largest = std::max(largest, value);
    }
    if (referenceLine)
        largest = std::max(largest, *referenceLine);
    return largest;
}

int ChartData::barCount() const
{
    int count = 0;
    for (const Series &s : series)
        count += int(std::count_if(s.values.begin(), s.values.end(), [](double value) { return value > 0.0; }));
    return count;
}

} // namespace cm
