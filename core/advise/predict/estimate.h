// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace cm {

// A measured positive quantity (a speed, a time) with its 95 % interval.
// Known when value > 0; an exact figure has low == value == high.
struct Estimate
{
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;

    bool isKnown() const { return value > 0.0; }
    // The larger distance from the value to an end, as a fraction of the value.
    double relativeHalfWidth() const;
    bool overlaps(const Estimate &other) const { return low <= other.high && other.low <= high; }

    static Estimate exact(double value) { return {value, value, value}; }
};

// From repeated measurements: the median, and around it the half-width of
// the 95 % interval of the mean of the logarithms (Student's t), so that a
// speed and the time it stands for get the same relative interval and one
// slow repetition moves the value no more than the median lets it. Needs two
// positive values for an interval; one gives an exact-looking figure of
// unknown precision, none an unknown one.
Estimate estimateOf(const QList<double> &values);

// The relative half-widths of independent factors add in quadrature: the
// interval of their product, around `value`.
Estimate withRelativeHalfWidth(double value, double relativeHalfWidth);
double combinedRelativeHalfWidth(const QList<Estimate> &factors);

} // namespace cm
