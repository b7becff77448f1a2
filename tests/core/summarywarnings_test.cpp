// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings under the summary table (what `run` and `report` print)
// name the drive, which a session of several (run --append) needs, and
// count outliers only where there are some.
#include "report/summarytable.h"
#include "samplesession.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(SummaryWarnings, NameTheDriveOfEachWarning)
{
    const QString text = summaryText(test::sampleSession(2));
    EXPECT_TRUE(text.contains(QStringLiteral("Warning: Disk A: books plain read varies a lot"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QStringLiteral("Warning: Disk B: books plain read varies a lot"))) << qPrintable(text);
}

TEST(SummaryWarnings, CountRunsThatWereNotColdPerDrive)
{
    Session session = test::sampleSession(2);
    session.drives[1].results[2].runs[0].cold = false;
    session.drives[1].results[2].runs[0].residentBeforeFraction = 0.5;
    const QString text = summaryText(session);
    EXPECT_TRUE(text.contains(QStringLiteral("Warning: Disk B: 1 run(s) started with more than 1 %")))
        << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("Warning: Disk A: 1 run(s)"))) << qPrintable(text);
}

TEST(SummaryWarnings, SayNothingOfOutliersWhereThereAreNone)
{
    Session session = test::sampleSession(1);
    // The sample's books plain: 100, 50 and 25 MB/s, too few runs for outliers.
    const QString text = summaryText(session);
    EXPECT_TRUE(text.contains(QStringLiteral("books plain read varies a lot ("))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("outlier"))) << qPrintable(text);

    // Eight steady runs and one four times slower: one outlier.
    ResultRecord &books = session.drives[0].results[0];
    books = test::sampleResult(QStringLiteral("books"), Variant::Plain, {1, 1, 1, 1, 1, 1, 1, 1, 4}, 1.0);
    const QString withOutlier = summaryText(session);
    EXPECT_TRUE(withOutlier.contains(QStringLiteral("coefficient of variation, 1 outlier(s))")))
        << qPrintable(withOutlier);
    EXPECT_FALSE(withOutlier.contains(QStringLiteral("0 outlier"))) << qPrintable(withOutlier);
}
