// SPDX-License-Identifier: GPL-3.0-or-later
// The table of chart kinds: every kind once, named and built from it, and
// the CPU chart it gained as its worked example.
#include "chart/chartkinds.h"
#include "chart/comparisonnotes.h"
#include "samplesession.h"

#include <QSet>

#include <algorithm>

#include <gtest/gtest.h>

using namespace cm;

TEST(ChartKindTable, EveryKindIsInItOnceWithANameThatParsesBack)
{
    QSet<ChartKind> kinds;
    QSet<QString> names;
    for (const ChartKindEntry &entry : chartKinds()) {
        EXPECT_FALSE(kinds.contains(entry.kind)) << entry.name;
        EXPECT_FALSE(names.contains(QLatin1String(entry.name))) << entry.name;
        kinds.insert(entry.kind);
        names.insert(QLatin1String(entry.name));
        ChartKind parsed = ChartKind::PerDrive;
        ASSERT_TRUE(parseChartKind(QLatin1String(entry.name), &parsed)) << entry.name;
        EXPECT_EQ(parsed, entry.kind);
        EXPECT_EQ(chartKindName(entry.kind), QLatin1String(entry.name));
        EXPECT_FALSE(chartKindTitle(entry.kind).isEmpty());
        EXPECT_TRUE(chartKindNames().contains(QLatin1String(entry.name)));
    }
    EXPECT_EQ(kinds.size(), ChartKindCount);
    ChartKind unknown = ChartKind::Cpu;
    EXPECT_FALSE(parseChartKind(QStringLiteral("pie"), &unknown));
}

// What the table says of a kind is what its charts are: their shape,
// whiskers only where the kind takes them, and one chart of each drive,
// data set or timeline where the request makes no choice.
TEST(ChartKindTable, EachKindBuildsChartsAsItsEntrySays)
{
    const QList<Session> sessions{test::sampleSessionWithTimelines(2), test::sampleSessionWithTimelines(1)};
    Session merged = sessions[0];
    merged.drives += sessions[1].drives;
    for (const ChartKindEntry &entry : chartKinds()) {
        SCOPED_TRACE(entry.name);
        const ChartRequest request{.sessions = sessions, .merged = merged, .whiskers = Whiskers::MinMax};
        const QList<KindChart> charts = entry.build(request);
        ASSERT_FALSE(charts.isEmpty());
        for (const KindChart &chart : charts) {
            EXPECT_EQ(chart.data.shape, entry.shape);
            const bool whiskered = std::any_of(chart.data.series.cbegin(), chart.data.series.cend(),
                                               [](const ChartData::Series &series) { return !series.high.isEmpty(); });
            if (!entry.takesWhiskers)
                continue;
            EXPECT_TRUE(whiskered || chart.data.shape == ChartShape::Lines);
        }
        if (entry.acrossDrives) {
            for (const KindChart &chart : charts)
                EXPECT_EQ(chart.drive, -1);
        }
        if (entry.kind == ChartKind::PerDrive) {
            ASSERT_EQ(charts.size(), merged.drives.size());
            for (qsizetype d = 0; d < charts.size(); ++d)
                EXPECT_EQ(charts[d].drive, d);
        }
        if (entry.needs == ChartChoiceNeeded::DataSet) {
            EXPECT_EQ(charts.size(), merged.dataSetKinds(operationName(Operation::Read)).size());
        }
    }
}

TEST(ChartKindTable, TheWebPageShowsTheKindsItsEntriesAskFor)
{
    EXPECT_EQ(defaultWebCharts(test::sampleSession(1)),
              (QList<ChartKind>{ChartKind::PerDrive, ChartKind::Percent, ChartKind::Device}));
    EXPECT_EQ(defaultWebCharts(test::sampleSession(2)),
              (QList<ChartKind>{ChartKind::PerDrive, ChartKind::Compare, ChartKind::Drives, ChartKind::Percent,
                                ChartKind::Device}));
}

TEST(CpuChart, CpuSecondsPerGBReadCompressionOffAndOnWithWhatCompressionCosts)
{
    Session session = test::sampleSession(1);
    // The sample's runs read 10^8 bytes with 0.75 CPU seconds: 7.5 s per GB.
    for (ResultRecord &result : session.drives[0].results) {
        if (result.variant != Variant::Compressed)
            continue;
        for (RunRecord &run : result.runs)
            run.cpuSystemSeconds = 1.25; // 0.25 + 1.25 = 1.5 s: 15 s per GB
    }
    const ChartData data = cpuChartData(session);
    ASSERT_EQ(data.series.size(), 2);
    EXPECT_EQ(data.series[0].variant, SeriesVariant::Plain);
    EXPECT_EQ(data.series[1].variant, SeriesVariant::Compressed);
    ASSERT_FALSE(data.categories.isEmpty());
    for (qsizetype c = 0; c < data.categories.size(); ++c) {
        if (data.series[0].values[c] == 0.0)
            continue;
        EXPECT_DOUBLE_EQ(data.series[0].values[c], 7.5);
        if (data.series[1].values[c] == 0.0)
            continue;
        EXPECT_DOUBLE_EQ(data.series[1].values[c], 15.0);
        EXPECT_TRUE(data.series[1].notes[c].contains(QStringLiteral("200"))) << data.series[1].notes[c].toStdString();
    }
    EXPECT_TRUE(data.emptyNote.isEmpty());
}

TEST(CpuChart, RunsWithoutCpuTimeDrawNothingAndSayWhy)
{
    Session session = test::sampleSession(2);
    for (DriveRecord &drive : session.drives) {
        for (ResultRecord &result : drive.results) {
            for (RunRecord &run : result.runs)
                run.cpuUserSeconds = run.cpuSystemSeconds = 0.0;
        }
    }
    const ChartData data = cpuChartData(session);
    EXPECT_TRUE(data.isEmpty());
    EXPECT_FALSE(data.emptyNote.isEmpty());
}

// A difference within the runs' own spread is not shown as one.
TEST(CpuChart, RunsThatOverlapAreSaidToCostAsPlainDoes)
{
    Session session = test::sampleSession(1);
    for (ResultRecord &result : session.drives[0].results) {
        if (result.variant == Variant::Compressed && result.runs.size() > 1)
            result.runs[1].cpuSystemSeconds = 0.6; // 8.5 s per GB; the others 7.5 as plain's
    }
    const ChartData data = cpuChartData(session);
    ASSERT_EQ(data.series.size(), 2);
    bool sawSame = false;
    for (qsizetype c = 0; c < data.categories.size(); ++c) {
        if (data.series[1].values[c] == 0.0 || data.series[0].values[c] == 0.0)
            continue;
        EXPECT_EQ(data.series[1].notes[c], samePlainNote());
        sawSame = true;
    }
    EXPECT_TRUE(sawSame);
    EXPECT_TRUE(std::any_of(data.footnotes.cbegin(), data.footnotes.cend(),
                            [](const QString &line) { return line.startsWith(samePlainNote()); }));
}
