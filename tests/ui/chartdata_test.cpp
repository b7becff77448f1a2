// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/chartdata.h"
#include "chart/chartkinds.h"
#include "chart/drivelimitnotes.h"
#include "samplesession.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace cm;

// The sample drive reads books at 50 MB/s plain and 100 compressed, photos
// at 200 plain and 100 compressed (medians); drive B at half those speeds.

TEST(ChartData, PerDriveChartHasTheArticlesTitlesBarsAndPercentLabels)
{
    const Session session = test::sampleSession(1);
    const ChartData data = perDriveChartData(session, session.drives[0]);
    EXPECT_TRUE(data.title.contains(QStringLiteral("Disk A"))) << data.title.toStdString();
    EXPECT_TRUE(data.title.contains(QStringLiteral("btrfs")));
    EXPECT_TRUE(data.title.contains(QStringLiteral("zstd")));
    for (const QString &part : {QStringLiteral("Test CPU"), QStringLiteral("Debian"), QStringLiteral("2026-11-30"),
                                QStringLiteral("serial"), QStringLiteral("3 repetitions"), QStringLiteral("evict")})
        EXPECT_TRUE(data.subtitle.contains(part)) << part.toStdString() << " in " << data.subtitle.toStdString();
    EXPECT_EQ(data.categories, (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_EQ(data.categoryLabels, (QStringList{QStringLiteral("Books"), QStringLiteral("Photos")}));
    ASSERT_EQ(data.series.size(), 2);
    EXPECT_EQ(data.series[0].variant, SeriesVariant::Plain);
    EXPECT_EQ(data.series[0].values, (QList<double>{50.0, 200.0}));
    EXPECT_EQ(data.series[1].values, (QList<double>{100.0, 100.0}));
    // The sample's books vary a lot: their bars carry the flag mark, and
    // their median's 200 % is within the noise of three pairs of runs.
    EXPECT_EQ(data.series[0].notes, (QStringList{QStringLiteral("\u26A0"), QString()}));
    EXPECT_EQ(data.series[1].notes,
              (QStringList{QStringLiteral("\u26A0 \u2248 plain"), QStringLiteral("50 % of plain")}));
    EXPECT_TRUE(data.series[0].high.isEmpty());
    EXPECT_EQ(data.barCount(), 4);
}

TEST(ChartData, WhiskersSpanMinMaxOrTheConfidenceInterval)
{
    const Session session = test::sampleSession(1);
    const ChartData minMax = perDriveChartData(session, session.drives[0], Whiskers::MinMax);
    EXPECT_EQ(minMax.series[0].low, (QList<double>{25.0, 200.0}));
    EXPECT_EQ(minMax.series[0].high, (QList<double>{100.0, 200.0}));
    EXPECT_TRUE(minMax.subtitle.contains(QStringLiteral("slowest and fastest")));

    const ChartData ci = perDriveChartData(session, session.drives[0], Whiskers::Ci95);
    const SpeedSummary books = session.drives[0].results[0].summary();
    EXPECT_DOUBLE_EQ(ci.series[0].high[0], books.meanMBps + books.ci95MBps);
    EXPECT_DOUBLE_EQ(ci.series[0].low[0], std::max(0.0, books.meanMBps - books.ci95MBps));
    EXPECT_GE(ci.largestValue(), books.meanMBps + books.ci95MBps);
}

TEST(ChartData, CompareChartPutsDrivesSideBySide)
{
    const ChartData data = compareChartData(test::sampleSession(2));
    EXPECT_EQ(data.categories, (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    ASSERT_EQ(data.series.size(), 4);
    EXPECT_TRUE(data.series[0].name.startsWith(QStringLiteral("Disk A")));
    EXPECT_TRUE(data.series[3].name.startsWith(QStringLiteral("Disk B")));
    EXPECT_EQ(data.series[2].group, 1);
    EXPECT_EQ(data.series[2].values, (QList<double>{25.0, 100.0}));
    EXPECT_EQ(data.series[3].notes,
              (QStringList{QStringLiteral("\u26A0 \u2248 plain"), QStringLiteral("50 % of plain")}));
}

TEST(ChartData, SameNamedDrivesAreToldApartByTheirOrigin)
{
    Session session = test::sampleSession(2);
    session.drives[1].label = session.drives[0].label;
    session.drives[0].origin = QStringLiteral("/x/monday.cmsession.json");
    session.drives[1].origin = QStringLiteral("/x/tuesday.cmsession.json");
    const ChartData data = compareChartData(session);
    EXPECT_TRUE(data.series[0].name.contains(QStringLiteral("monday"))) << data.series[0].name.toStdString();
    EXPECT_TRUE(data.series[2].name.contains(QStringLiteral("tuesday")));
}

TEST(ChartData, PercentChartShowsCompressedAsAShareOfPlain)
{
    const ChartData data = percentChartData(test::sampleSession(2));
    ASSERT_EQ(data.series.size(), 2);
    // The ratio of runs paired by repetition, its interval as whiskers:
    // books' pairs (1, 2 and 3.2 times plain) hold 100 % in their interval.
    for (const ChartData::Series &series : data.series) {
        ASSERT_EQ(series.values.size(), 2);
        EXPECT_NEAR(series.values[0], 100.0 * std::cbrt(1.0 * 2.0 * 3.2), 1e-9);
        EXPECT_LT(series.low[0], 100.0);
        EXPECT_GT(series.high[0], 100.0);
        EXPECT_EQ(series.notes[0], QStringLiteral("\u2248 plain"));
        EXPECT_DOUBLE_EQ(series.values[1], 50.0);
        EXPECT_DOUBLE_EQ(series.low[1], 50.0);
        EXPECT_TRUE(series.notes[1].isEmpty());
    }
    EXPECT_EQ(data.referenceLine, std::optional<double>(100.0));
    // The short note is explained once under the chart.
    EXPECT_EQ(data.footnotes.count(), 1);
    EXPECT_TRUE(data.footnotes.value(0).contains(QStringLiteral("noise")))
        << data.footnotes.join(QLatin1Char('\n')).toStdString();
}

TEST(ChartData, DeviceChartComparesDeviceBytesWithLogicalBytes)
{
    const ChartData data = deviceChartData(test::sampleSession(2));
    EXPECT_EQ(data.categories,
              (QStringList{QStringLiteral("Disk A: books"), QStringLiteral("Disk A: photos"),
                           QStringLiteral("Disk B: books"), QStringLiteral("Disk B: photos")}));
    // Each drive is said once, under its data sets.
    EXPECT_EQ(data.categoryLabels,
              (QStringList{QStringLiteral("Books"), QStringLiteral("Photos"), QStringLiteral("Books"),
                           QStringLiteral("Photos")}));
    ASSERT_EQ(data.categoryGroups.size(), 2);
    EXPECT_EQ(data.categoryGroups[0].name, QStringLiteral("Disk A"));
    EXPECT_EQ(data.categoryGroups[0].count, 2);
    EXPECT_EQ(data.categoryGroups[1].name, QStringLiteral("Disk B"));
    EXPECT_EQ(data.categoryGroups[1].count, 2);
    ASSERT_EQ(data.series.size(), 3);
    // In MiB, as the data sets' sizes are given everywhere: 100 MB is 95.4 MiB.
    constexpr double MiB = 1024.0 * 1024.0;
    EXPECT_EQ(data.valueAxisTitle, QStringLiteral("MiB"));
    EXPECT_EQ(data.series[0].values, (QList<double>{1e8 / MiB, 1e8 / MiB, 1e8 / MiB, 1e8 / MiB}));
    EXPECT_EQ(data.series[1].values, (QList<double>{1e8 / MiB, 1e8 / MiB, 1e8 / MiB, 1e8 / MiB}));
    EXPECT_EQ(data.series[2].values, (QList<double>{4e7 / MiB, 9.9e7 / MiB, 4e7 / MiB, 9.9e7 / MiB}));
    EXPECT_EQ(data.series[2].notes.first(), QStringLiteral("40 % of logical"));
}

TEST(ChartData, NamesParseBackToTheirKinds)
{
    for (ChartKind kind :
         {ChartKind::PerDrive, ChartKind::Compare, ChartKind::Percent, ChartKind::Device, ChartKind::Timeline}) {
        ChartKind parsed = ChartKind::PerDrive;
        ASSERT_TRUE(parseChartKind(chartKindName(kind), &parsed));
        EXPECT_EQ(parsed, kind);
    }
    ChartKind unused;
    EXPECT_FALSE(parseChartKind(QStringLiteral("pie"), &unused));
}

TEST(ChartData, SubtitleSaysWhenTheRunStoppedDroppingCaches)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    drive.plan.cacheMode = CacheMode::Drop;
    drive.cacheModeUsed = CacheMode::Evict;
    EXPECT_TRUE(perDriveChartData(session, drive).subtitle.contains(QStringLiteral("cache drop, then evict")));
    drive.cacheModeUsed = CacheMode::Drop;
    EXPECT_TRUE(perDriveChartData(session, drive).subtitle.endsWith(QStringLiteral("cache drop")));
}

// Under a drive's chart: how near each result came to the drive's own
// limit measured in the same run, at most a handful of lines.
TEST(ChartData, PerDriveChartSaysHowNearTheDrivesLimitItsCopiesCame)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    EXPECT_TRUE(perDriveChartData(session, drive).footnotes.filter(QStringLiteral("direct sequential")).isEmpty());
    const QList<ResultRecord> results = drive.results;
    for (ResultRecord limit : results) {
        limit.operation = QStringLiteral("sequential-direct");
        for (RunRecord &run : limit.runs)
            run.seconds *= 0.5; // the drive reads twice as fast as the copies
        drive.results.append(limit);
    }
    const QStringList notes = perDriveChartData(session, drive).footnotes.filter(QStringLiteral("direct sequential"));
    ASSERT_EQ(notes.size(), results.size()) << notes.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(
        notes.first().startsWith(QStringLiteral("Books, Read (compression off): 50 % of a direct sequential read")))
        << notes.first().toStdString();
    // Many results: six lines and one that counts the rest.
    for (int copy = 0; copy < 3; ++copy)
        for (const ResultRecord &result : results) {
            ResultRecord more = result;
            more.dataSet += QString::number(copy);
            ResultRecord limit = more;
            limit.operation = QStringLiteral("sequential-direct");
            drive.results << more << limit;
        }
    const QStringList footnotes = perDriveChartData(session, drive).footnotes;
    EXPECT_EQ(footnotes.filter(QStringLiteral("of a direct sequential read")).size(), MostDriveLimitNotes);
    EXPECT_EQ(footnotes.filter(QStringLiteral("and 10 more result")).size(), 1)
        << footnotes.join(QLatin1Char('\n')).toStdString();
}

// The small-file data set read as small files is named once.
TEST(ChartData, ADriveLimitNoteNamesSmallFilesOnce)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    ResultRecord files = drive.results.first();
    files.dataSet = QStringLiteral("small");
    files.operation = QStringLiteral("smallfiles");
    ResultRecord reads = files;
    reads.operation = QStringLiteral("random4k-qd1");
    drive.results = {files, reads};
    drive.copierThreads = 1;
    const QStringList notes = driveLimitNotes(drive);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_TRUE(
        notes.first().startsWith(QStringLiteral("Small files (compression off): 100 % of 4 KiB reads at depth 1")))
        << notes.first().toStdString();
}

// A drive measured without `read` (the small-files preset) gets a chart
// that says where its results are, not an empty frame.
TEST(ChartData, APerDriveChartWithoutReadRunsSaysWhereTheResultsAre)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    EXPECT_TRUE(perDriveChartData(session, drive).emptyNote.isEmpty());
    for (ResultRecord &result : drive.results)
        result.operation = QStringLiteral("smallfiles");
    const ChartData data = perDriveChartData(session, drive);
    EXPECT_TRUE(data.isEmpty());
    EXPECT_TRUE(data.emptyNote.contains(QStringLiteral("no read runs"))) << data.emptyNote.toStdString();
    EXPECT_TRUE(data.emptyNote.contains(QStringLiteral("Small files"))) << data.emptyNote.toStdString();
    drive.results.clear();
    EXPECT_FALSE(perDriveChartData(session, drive).emptyNote.isEmpty());
}
