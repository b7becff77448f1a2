// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statistics.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace cm;

TEST(Statistics, SummarisesAnOddSample)
{
    const SpeedSummary s = summarize({5.0, 1.0, 4.0, 2.0, 3.0});
    EXPECT_EQ(s.count, 5);
    EXPECT_DOUBLE_EQ(s.medianMBps, 3.0);
    EXPECT_DOUBLE_EQ(s.meanMBps, 3.0);
    EXPECT_NEAR(s.stdevMBps, std::sqrt(2.5), 1e-12);
    EXPECT_DOUBLE_EQ(s.minMBps, 1.0);
    EXPECT_DOUBLE_EQ(s.maxMBps, 5.0);
    EXPECT_NEAR(s.ci95MBps, 2.776 * std::sqrt(2.5) / std::sqrt(5.0), 1e-9);
    EXPECT_NEAR(s.coefficientOfVariation(), std::sqrt(2.5) / 3.0, 1e-12);
}

TEST(Statistics, MedianOfAnEvenSampleIsTheMiddlePairsMean)
{
    EXPECT_DOUBLE_EQ(summarize({10.0, 40.0, 20.0, 30.0}).medianMBps, 25.0);
}

TEST(Statistics, OneValueHasNoSpread)
{
    const SpeedSummary s = summarize({7.5});
    EXPECT_DOUBLE_EQ(s.medianMBps, 7.5);
    EXPECT_DOUBLE_EQ(s.stdevMBps, 0.0);
    EXPECT_DOUBLE_EQ(s.ci95MBps, 0.0);
}

TEST(Statistics, EmptySampleIsAllZero)
{
    const SpeedSummary s = summarize({});
    EXPECT_EQ(s.count, 0);
    EXPECT_DOUBLE_EQ(s.meanMBps, 0.0);
}

TEST(Statistics, StudentTApproachesTheNormalQuantile)
{
    EXPECT_DOUBLE_EQ(studentT95(1), 12.706);
    EXPECT_DOUBLE_EQ(studentT95(4), 2.776);
    EXPECT_DOUBLE_EQ(studentT95(1000), 1.960);
    EXPECT_DOUBLE_EQ(studentT95(0), 0.0);
}

TEST(Statistics, FlagsOutliersWithoutDroppingThem)
{
    const SpeedSummary s = summarize({500.0, 505.0, 498.0, 502.0, 501.0, 120.0});
    EXPECT_EQ(s.count, 6);
    EXPECT_EQ(s.outliers, 1);
    EXPECT_DOUBLE_EQ(s.minMBps, 120.0);
    EXPECT_EQ(summarize({500.0, 505.0, 498.0, 502.0}).outliers, 0);
    EXPECT_EQ(summarize({1.0, 100.0, 1000.0}).outliers, 0); // too few to judge
}

TEST(Statistics, PreciseWhenTheConfidenceIntervalIsNarrow)
{
    EXPECT_TRUE(summarize({500.0, 501.0, 499.0, 500.0, 500.5}).isPreciseWithin(0.03));
    EXPECT_FALSE(summarize({400.0, 600.0, 500.0}).isPreciseWithin(0.03));
    EXPECT_FALSE(summarize({500.0}).isPreciseWithin(0.03));
}
