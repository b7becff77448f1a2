// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/plan.h"
#include "util/units.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(Plan, DefaultsMeasureOneTextDataSetFiveTimes)
{
    const Plan plan;
    ASSERT_EQ(plan.dataSets.size(), 1);
    EXPECT_EQ(plan.dataSets.first().kind, QStringLiteral("books"));
    EXPECT_GE(plan.dataSets.first().bytes, 64 * MiB);
    EXPECT_EQ(plan.repetitions, 5);
    EXPECT_EQ(plan.blockBytes, 1 * MiB);
    EXPECT_FALSE(plan.allowSlowTarget);
    EXPECT_EQ(plan.cacheMode, CacheMode::Drop); // the strongest; decideCacheMode says what a run can have
}

TEST(Plan, TotalsOverDataSets)
{
    Plan plan;
    plan.dataSets = {DataSetSpec{QStringLiteral("books"), 10, 1}, DataSetSpec{QStringLiteral("books"), 30, 2}};
    EXPECT_EQ(plan.totalDataSetBytes(), 40);
    EXPECT_EQ(plan.largestDataSetBytes(), 30);
}

TEST(Plan, ParsesSizesInBinaryUnits)
{
    EXPECT_EQ(parseSize(QStringLiteral("4096")), 4096);
    EXPECT_EQ(parseSize(QStringLiteral("512K")), 512 * KiB);
    EXPECT_EQ(parseSize(QStringLiteral("64M")), 64 * MiB);
    EXPECT_EQ(parseSize(QStringLiteral("64MiB")), 64 * MiB);
    EXPECT_EQ(parseSize(QStringLiteral("1.5G")), 3 * GiB / 2);
    EXPECT_EQ(parseSize(QStringLiteral(" 2g ")), 2 * GiB);
}

TEST(Plan, RejectsSizesThatAreNotSizes)
{
    for (const char *bad : {"", "M", "-1M", "0", "abc", "12X", "1e30G"})
        EXPECT_EQ(parseSize(QString::fromLatin1(bad)), 0) << bad;
}

TEST(Plan, CacheModesRoundTripByName)
{
    for (CacheMode mode : {CacheMode::Drop, CacheMode::Evict}) {
        CacheMode parsed = mode == CacheMode::Drop ? CacheMode::Evict : CacheMode::Drop;
        ASSERT_TRUE(parseCacheMode(cacheModeName(mode), &parsed));
        EXPECT_EQ(parsed, mode);
    }
    CacheMode untouched = CacheMode::Evict;
    EXPECT_FALSE(parseCacheMode(QStringLiteral("warm"), &untouched));
}

TEST(Plan, SplitsDataSetListsWithFolderPathsHoldingCommas)
{
    const QStringList kinds{QStringLiteral("books"), QStringLiteral("photos")};
    EXPECT_EQ(splitDataSetList(QStringLiteral("books, photos"), kinds),
              (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_EQ(splitDataSetList(QStringLiteral("books,folder:/data/a,b,photos"), kinds),
              (QStringList{QStringLiteral("books"), QStringLiteral("folder:/data/a,b"), QStringLiteral("photos")}));
    EXPECT_EQ(splitDataSetList(QStringLiteral("folder:/x,folder:/y"), kinds),
              (QStringList{QStringLiteral("folder:/x"), QStringLiteral("folder:/y")}));
    EXPECT_EQ(splitDataSetList(QStringLiteral("books,,nonsense"), kinds),
              (QStringList{QStringLiteral("books"), QStringLiteral("nonsense")}));
}
