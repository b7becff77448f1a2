// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "stats/pairedcomparison.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace cm {

// What the notes above a chart's compressed bars said, for the lines
// under the chart that explain them.
struct ComparisonNotes
{
    bool samePlain = false;      // some bar's runs show no difference from plain
    bool tooFewPairs = false;    // some bar has fewer than MinimumPairs pairs
    bool differFromBars = false; // some paired ratio reads otherwise than the bars' medians

    ComparisonNotes &operator|=(const ComparisonNotes &other);
};

// Above each compressed bar, how it compares with plain: "54 % (48–60 %)
// of plain", "≈ plain" where the runs show no difference, "not enough pairs
// (2)" where too few undisturbed pairs give none. The bars are medians of
// the runs, the note the paired ratio: `plain` and `compressed` are the
// bars, the comparisons in their categories' order.
ComparisonNotes noteComparedToPlain(const QList<std::optional<PairedComparison>> &comparisons,
                                    const ChartData::Series &plain, ChartData::Series *compressed);

// "≈ plain" alone: the percent chart's note on a bar.
QString samePlainNote();

// The lines under a chart that say what its notes mean.
QStringList comparisonFootnotes(const ComparisonNotes &notes);

} // namespace cm
