// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/pairedcomparison.h"

#include <QLocale>
#include <QString>

namespace cm {

// How tables and charts say it: "54 % (48–60 %)" where the runs show a
// difference, "≈ plain (within noise)" where the interval holds 100 %,
// the bare percentage where the interval is narrower than its rounding,
// "not enough pairs (2)" below MinimumPairs.
QString comparisonText(const PairedComparison &comparison, const QLocale &locale = QLocale::c());

// "not enough pairs (2)": why a compressed result has no comparison.
QString notEnoughPairsText(int pairs);

} // namespace cm
