// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/sizecalibration.h"
#include "benchmarkruns.h"
#include "session/resumeplan.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace cm;
using namespace cm::SizeCalibration;

namespace {

DataSetSizing calibrated(qint64 bytes, double seconds, double minRunSeconds)
{
    DataSetSizing sizing;
    sizing.calibrationBytes = bytes;
    sizing.calibrationSeconds = seconds;
    sizing.minRunSeconds = minRunSeconds;
    return sizing;
}

} // namespace

TEST(SizeCalibration, SizesForTheMinimumRunTimeWithAMargin)
{
    // 256 MiB in 0.5 s: 2 s with a margin of 1.25 is 1280 MiB.
    DataSetSizing sizing = calibrated(256 * MiB, 0.5, 2.0);
    EXPECT_EQ(chooseBytes(&sizing, 100 * GiB), 1280 * MiB);
    EXPECT_EQ(sizing.limitedBy, DataSetSizing::Limit::RunTime);
    // Rounded up to a whole MiB, never below one.
    sizing = calibrated(1000, 1.0, 2.0);
    EXPECT_EQ(chooseBytes(&sizing, 100 * GiB), MiB);
}

TEST(SizeCalibration, StopsAtTheCapAndAtTheFreeSpace)
{
    DataSetSizing fast = calibrated(4 * GiB, 0.4, 2.0); // 10 GB/s
    EXPECT_EQ(chooseBytes(&fast, 100 * GiB), Cap);
    EXPECT_EQ(fast.limitedBy, DataSetSizing::Limit::Cap);
    DataSetSizing cramped = calibrated(256 * MiB, 0.5, 2.0);
    EXPECT_EQ(chooseBytes(&cramped, 700 * MiB + 5), 700 * MiB);
    EXPECT_EQ(cramped.limitedBy, DataSetSizing::Limit::Space);
}

TEST(SizeCalibration, GrowsAShortCalibrationReadWithinBounds)
{
    const double trusted = trustedSeconds(2.0);
    EXPECT_DOUBLE_EQ(trusted, TrustedSeconds);
    EXPECT_DOUBLE_EQ(trustedSeconds(0.4), 0.1);
    // 64 MiB in 0.25 s: aimed at 0.75 s, three times larger.
    EXPECT_EQ(nextCalibrationBytes(64 * MiB, 0.25, trusted, 100 * GiB), 192 * MiB);
    // Very short reads grow 16 times at most, barely short ones twice.
    EXPECT_EQ(nextCalibrationBytes(64 * MiB, 0.001, trusted, 100 * GiB), 1024 * MiB);
    EXPECT_EQ(nextCalibrationBytes(64 * MiB, 0.49, trusted, 100 * GiB), 128 * MiB);
    // Never beyond the room or the cap, never smaller.
    EXPECT_EQ(nextCalibrationBytes(64 * MiB, 0.001, trusted, 100 * MiB), 100 * MiB);
    EXPECT_EQ(nextCalibrationBytes(3 * GiB, 0.001, trusted, 100 * GiB), Cap);
    EXPECT_EQ(nextCalibrationBytes(64 * MiB, 0.001, trusted, 10 * MiB), 64 * MiB);
}

TEST(SizeCalibration, ALoopImageHasRoomForTheLargestAutomaticSizes)
{
    Plan plan;
    plan.dataSets = {DataSetSpec{QStringLiteral("books"), 64 * MiB, 1}, DataSetSpec::folder(QStringLiteral("/data"))};
    plan.dataSets[1].bytes = 5 * GiB;
    EXPECT_EQ(largestTotalBytes(plan), 64 * MiB + 5 * GiB);
    plan.autoSize = true;
    EXPECT_EQ(largestTotalBytes(plan), Cap + 5 * GiB);
}

// A real run: the calibration reads a smaller copy cold, sizes the data set
// for the minimum run time, and the session says how; a resumed run keeps
// the size instead of calibrating again.
TEST(SizeCalibration, ARunSizesItsDataSetsAndRecordsWhy)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    Plan plan = test::smallPlan(source.path(), target.path(), 2 * MiB, 2);
    plan.autoSize = true;
    plan.minRunSeconds = 0.02;
    const RunOutcome outcome = test::runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    ASSERT_EQ(drive.dataSets.size(), 1);
    const DataSetRecord &dataSet = drive.dataSets.first();
    ASSERT_TRUE(dataSet.sizing.has_value());
    DataSetSizing sizing = *dataSet.sizing;
    EXPECT_GE(sizing.calibrationBytes, 2 * MiB - MiB / 8) << "the calibration starts at the plan's size";
    EXPECT_GT(sizing.calibrationSeconds, 0.0);
    EXPECT_DOUBLE_EQ(sizing.minRunSeconds, 0.02);
    // The data set written has the size chosen from what the calibration measured.
    const qint64 chosen
        = chooseBytes(&sizing, sizing.limitedBy == DataSetSizing::Limit::Space ? dataSet.manifest.bytes : 100 * GiB);
    EXPECT_NEAR(double(dataSet.manifest.bytes), double(chosen), double(chosen) * 0.02 + double(MiB) / 8);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);

    // Saved and loaded, the plan still says auto and the data set how it was sized.
    const QString path = results.filePath(QStringLiteral("auto.cmsession.json"));
    ASSERT_TRUE(saveSession(outcome.session, path));
    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    const DriveRecord &again = loaded.drives.first();
    EXPECT_TRUE(again.plan.autoSize);
    EXPECT_DOUBLE_EQ(again.plan.minRunSeconds, 0.02);
    ASSERT_TRUE(again.dataSets.first().sizing.has_value());
    EXPECT_EQ(again.dataSets.first().sizing->calibrationBytes, sizing.calibrationBytes);
    EXPECT_EQ(again.dataSets.first().sizing->limitedBy, sizing.limitedBy);

    Plan resumed;
    ASSERT_TRUE(planToResume(again, &resumed));
    EXPECT_FALSE(resumed.autoSize);
    EXPECT_EQ(resumed.dataSets.first().bytes, dataSet.manifest.bytes);
}
