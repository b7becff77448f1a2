// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QList>
#include <QString>

#include <optional>

namespace cm {

// What the paired runs of two variants say about their difference.
enum class Verdict {
    Faster,       // the whole 95 % interval of the ratio lies above 1
    Slower,       // the whole interval lies below 1
    NoDifference, // the interval includes 1: no difference measurable with these runs
    Unknown,      // fewer than MinimumPairs pairs: no comparison is given
};

inline constexpr EnumNames<Verdict, 4> VerdictNames{{
    {Verdict::Faster, "faster"},
    {Verdict::Slower, "slower"},
    {Verdict::NoDifference, "same"},
    {Verdict::Unknown, "unknown"},
}};

// The fewest pairs a comparison is given from: with one or two, a
// disturbed run or the machine's drift reads as a difference, and the
// interval is too wide (or missing) to tell.
inline constexpr int MinimumPairs = 3;

// The compressed variant's speed as a ratio of the plain one's, from runs
// paired by repetition: the variants alternate within a repetition, so the
// two runs of a pair share the machine's state of the moment and drift
// cancels out of their ratio. The ratio is the geometric mean of the pairs'
// ratios; its 95 % confidence interval comes from Student's t on the log
// ratios (speeds are positive and their ratios multiply).
struct PairedComparison
{
    int pairs = 0;
    double ratio = 0.0; // 1.0: as fast as plain; 0 with fewer than MinimumPairs pairs
    double low = 0.0;   // the 95 % confidence interval of the ratio
    double high = 0.0;
    Verdict verdict = Verdict::Unknown;

    bool enoughPairs() const { return verdict != Verdict::Unknown; }
};

// Compares `compressed` with `plain`, speeds of the same repetitions in
// order (the i-th of each form a pair); runs without a partner, and pairs
// with a speed that is not positive, are left out. With fewer than
// MinimumPairs pairs left, only `pairs` is set.
PairedComparison comparePaired(const QList<double> &plain, const QList<double> &compressed);

} // namespace cm
