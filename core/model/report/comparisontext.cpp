// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisontext.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonText)
};

} // namespace

QString notEnoughPairsText(int pairs)
{
    return Text::tr("not enough pairs (%1)").arg(pairs);
}

QString comparisonText(const PairedComparison &comparison, const QLocale &locale)
{
    const auto percent = [&locale](double ratio) { return locale.toString(ratio * 100.0, 'f', 0); };
    switch (comparison.verdict) {
    case Verdict::NoDifference:
        return Text::tr("≈ plain (within noise)");
    case Verdict::Faster:
    case Verdict::Slower:
        // An interval narrower than the rounding says nothing more than the ratio.
        if (percent(comparison.low) != percent(comparison.high))
            return Text::tr("%1 % (%2–%3 %)")
                .arg(percent(comparison.ratio), percent(comparison.low), percent(comparison.high));
        break;
    case Verdict::Unknown:
        return notEnoughPairsText(comparison.pairs);
    }
    return Text::tr("%1 %").arg(percent(comparison.ratio));
}

} // namespace cm
