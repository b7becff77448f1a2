// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline of a run: points on a fixed step, halved in resolution to
// stay within the cap, ending at the run's end; sampled from real copies.
#include "bench/throughputsampler.h"
#include "copy/serialcopier.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QElapsedTimer>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

void expectWellFormed(const RunTimeline &timeline, double seconds, qint64 bytes, qsizetype mostPoints)
{
    ASSERT_FALSE(timeline.bytes.isEmpty());
    EXPECT_LE(timeline.bytes.size(), mostPoints);
    EXPECT_EQ(timeline.bytes.constLast(), bytes);
    for (qsizetype i = 1; i < timeline.bytes.size(); ++i)
        EXPECT_LE(timeline.bytes[i - 1], timeline.bytes[i]) << "point " << i;
    EXPECT_GE(timeline.bytes.constFirst(), 0);
    EXPECT_TRUE(timeline.fits(seconds, bytes))
        << timeline.bytes.size() << " points every " << timeline.intervalSeconds << " s over " << seconds << " s";
}

// Files of seeded noise, `files` of `bytes` each, in a new folder.
QString writeSource(const test::TempFolder &folder, int files, qsizetype bytes)
{
    const QString source = folder.filePath(QStringLiteral("source"));
    for (int i = 0; i < files; ++i)
        test::writeFile(source + QStringLiteral("/f%1.bin").arg(i), test::randomBytes(bytes, quint64(i + 1)));
    return source;
}

// Copies `files` MiB files with the serial copier while a sampler watches
// at `interval`, timed as a run is, and checks the timeline.
void expectSampledCopy(int files, double interval, qsizetype mostPoints)
{
    test::TempFolder folder;
    const QString source = writeSource(folder, files, qsizetype(MiB));
    TransferCounters counters;
    ThroughputSampler sampler(counters.bytes, interval, mostPoints);
    Cancellation cancel;
    ASSERT_TRUE(sampler.start());
    QElapsedTimer timer;
    timer.start();
    const Status copied
        = SerialCopier(64 * KiB).copyTree(QFile::encodeName(source),
                                          QFile::encodeName(folder.filePath(QStringLiteral("copy"))), counters, cancel);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const RunTimeline timeline = sampler.finish(seconds, counters.bytes.load());
    ASSERT_TRUE(copied) << copied.message().toStdString();
    EXPECT_EQ(counters.bytes.load(), files * MiB);
    expectWellFormed(timeline, seconds, files * MiB, mostPoints);
    EXPECT_GE(timeline.intervalSeconds, interval);
}

} // namespace

TEST(TimelineSeries, TakesAPointEachIntervalAndEndsAtTheRunsEnd)
{
    TimelineSeries series(0.1, 600);
    series.record(0.1, 10);
    series.record(0.2, 30);
    series.record(0.3, 60);
    const RunTimeline timeline = series.finish(0.35, 70);
    EXPECT_DOUBLE_EQ(timeline.intervalSeconds, 0.1);
    EXPECT_EQ(timeline.bytes, (QList<qint64>{10, 30, 60, 70}));
    EXPECT_TRUE(timeline.fits(0.35, 70));
}

TEST(TimelineSeries, PlacesPointsItWasLateForOnTheLineBetweenTheCountsSeen)
{
    TimelineSeries series(1.0, 600);
    series.record(1.0, 100);
    // Not woken until 4 s: the points at 2 and 3 s lie on the line from (1, 100) to (4, 400).
    series.record(4.0, 400);
    EXPECT_EQ(series.size(), 4);
    const RunTimeline timeline = series.finish(4.5, 450);
    EXPECT_EQ(timeline.bytes, (QList<qint64>{100, 200, 300, 400, 450}));
    // Never woken at all: every point from the start to the run's end.
    TimelineSeries asleep(1.0, 600);
    EXPECT_EQ(asleep.finish(3.0, 300).bytes, (QList<qint64>{100, 200, 300}));
}

TEST(TimelineSeries, HalvesItsResolutionToStayWithinTheCap)
{
    TimelineSeries series(1.0, 8);
    for (int second = 1; second <= 8; ++second)
        series.record(second, second * 10);
    EXPECT_EQ(series.size(), 8);
    EXPECT_DOUBLE_EQ(series.intervalSeconds(), 1.0);
    // The ninth point does not fit: every second one is kept, two seconds apart.
    series.record(9.0, 90);
    EXPECT_DOUBLE_EQ(series.intervalSeconds(), 2.0);
    EXPECT_EQ(series.size(), 4);
    EXPECT_DOUBLE_EQ(series.nextDueSeconds(), 10.0);
    for (int second = 10; second <= 40; ++second)
        series.record(second, second * 10);
    const RunTimeline timeline = series.finish(40.5, 405);
    EXPECT_DOUBLE_EQ(timeline.intervalSeconds, 8.0);
    EXPECT_EQ(timeline.bytes, (QList<qint64>{80, 160, 240, 320, 400, 405}));
    EXPECT_TRUE(timeline.fits(40.5, 405));
}

TEST(TimelineSeries, DropsPointsTakenAfterTheRunEnded)
{
    TimelineSeries series(1.0, 600);
    series.record(1.0, 10);
    series.record(2.0, 20);
    series.record(3.0, 25); // the sampler ran on after the run ended at 2.5 s
    const RunTimeline timeline = series.finish(2.5, 25);
    EXPECT_EQ(timeline.bytes, (QList<qint64>{10, 20, 25}));
    EXPECT_TRUE(timeline.fits(2.5, 25));
}

TEST(TimelineSeries, TheRunsEndMayFallDueExactlyOnAPoint)
{
    TimelineSeries series(1.0, 4);
    for (int second = 1; second <= 4; ++second)
        series.record(second, second * 10);
    // Four points, the cap: the end at 4 s is the fourth, not a fifth.
    const RunTimeline timeline = series.finish(4.0, 40);
    EXPECT_EQ(timeline.bytes, (QList<qint64>{10, 20, 30, 40}));
    EXPECT_TRUE(timeline.fits(4.0, 40));
}

TEST(ThroughputSampler, SamplesARealCopyUpToItsEnd)
{
    expectSampledCopy(8, 0.001, 600);
}

TEST(ThroughputSampler, StaysWithinTheCapHoweverLongTheCopy)
{
    // A millisecond step and room for four points: any copy longer than a
    // few milliseconds is sampled coarser.
    expectSampledCopy(6, 0.001, 4);
}

TEST(ThroughputSampler, AStopBeforeTheFirstPointGivesTheRunsEnd)
{
    std::atomic<qint64> bytes{0};
    ThroughputSampler sampler(bytes); // ten a second: the run ends long before the first is due
    ASSERT_TRUE(sampler.start());
    bytes.store(4096);
    const RunTimeline timeline = sampler.finish(0.001, 4096);
    EXPECT_EQ(timeline.bytes, QList<qint64>{4096});
    EXPECT_DOUBLE_EQ(timeline.intervalSeconds, ThroughputSampler::IntervalSeconds);
    EXPECT_TRUE(timeline.fits(0.001, 4096));
}

TEST(ThroughputSampler, ASamplerNeverStartedStillGivesTheRunsEnd)
{
    std::atomic<qint64> bytes{0};
    ThroughputSampler sampler(bytes, 0.1, 600);
    EXPECT_EQ(sampler.finish(0.25, 10).bytes, (QList<qint64>{4, 8, 10}));
}
