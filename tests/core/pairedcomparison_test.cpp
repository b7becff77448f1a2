// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/pairedcomparison.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(PairedComparison, ARatioThatHoldsInEveryPairIsAVerdict)
{
    const PairedComparison slower = comparePaired({500, 520, 480, 510, 490}, {250, 262, 238, 256, 244});
    EXPECT_EQ(slower.pairs, 5);
    EXPECT_NEAR(slower.ratio, 0.5, 0.01);
    EXPECT_LT(slower.low, slower.ratio);
    EXPECT_GT(slower.high, slower.ratio);
    EXPECT_LT(slower.high, 1.0);
    EXPECT_EQ(slower.verdict, Verdict::Slower);

    const PairedComparison faster = comparePaired({100, 90, 110, 105}, {150, 137, 163, 160});
    EXPECT_GT(faster.low, 1.0);
    EXPECT_EQ(faster.verdict, Verdict::Faster);
}

// The same bytes stored the same way in both variants: the pairs scatter
// around 1 and no difference is claimed, however the medians fall.
TEST(PairedComparison, PairsScatteredAroundOneAreNoDifference)
{
    const PairedComparison same = comparePaired({500, 450, 520, 610, 480}, {455, 495, 560, 560, 500});
    EXPECT_LE(same.low, 1.0);
    EXPECT_GE(same.high, 1.0);
    EXPECT_EQ(same.verdict, Verdict::NoDifference);
}

// Drift that moves both variants alike (a drive warming, a neighbour's
// load) cancels out of the pairs' ratios: a difference the unpaired
// spread would hide is still found.
TEST(PairedComparison, DriftSharedByAPairCancelsOut)
{
    const PairedComparison drifting = comparePaired({300, 600, 900, 1200, 1500}, {270, 545, 805, 1085, 1350});
    EXPECT_EQ(drifting.verdict, Verdict::Slower);
    EXPECT_NEAR(drifting.ratio, 0.9, 0.01);
}

// One or two pairs: a disturbed run or the drift of a moment reads as a
// difference, so neither a ratio nor a verdict is given.
TEST(PairedComparison, FewerThanThreePairsGiveNoComparisonAndUnpairedRunsAreLeftOut)
{
    const PairedComparison one = comparePaired({500}, {250, 240, 260});
    EXPECT_EQ(one.pairs, 1);
    EXPECT_EQ(one.ratio, 0.0);
    EXPECT_EQ(one.verdict, Verdict::Unknown);
    EXPECT_FALSE(one.enoughPairs());
    EXPECT_EQ(comparePaired({}, {}).verdict, Verdict::Unknown);
    EXPECT_EQ(comparePaired({0.0, -1.0}, {100, 100}).pairs, 0);
    const PairedComparison two = comparePaired({500, 520, 0.0}, {250, 280, 270});
    EXPECT_EQ(two.pairs, 2);
    EXPECT_EQ(two.ratio, 0.0);
    EXPECT_EQ(two.verdict, Verdict::Unknown);
    // Three pairs give a ratio and an interval, wide as Student's t with two degrees of freedom makes it.
    const PairedComparison three = comparePaired({500, 520, 510}, {250, 280, 255});
    EXPECT_EQ(three.pairs, 3);
    EXPECT_NEAR(three.ratio, 0.52, 0.01);
    EXPECT_TRUE(three.enoughPairs());
    EXPECT_EQ(three.verdict, Verdict::Slower);
}
