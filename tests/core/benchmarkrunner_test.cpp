#include "bench/benchmarkrunner.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;

namespace {

Plan smallPlan(const QString &source, const QString &target, qint64 bytes, int repetitions)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.dataSets.first().bytes = bytes;
    plan.repetitions = repetitions;
    plan.cacheMode = CacheMode::Evict;
    return plan;
}

RunOutcome waitForOutcome(BenchmarkRunner &runner, QSignalSpy &finished)
{
    EXPECT_TRUE(finished.wait(120000));
    EXPECT_FALSE(runner.isRunning());
    return finished.isEmpty() ? RunOutcome() : finished.first().first().value<RunOutcome>();
}

} // namespace

TEST(BenchmarkRunner, RunsEveryRepetitionReportsProgressAndSavesAfterEach)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString sessionPath = results.filePath(QStringLiteral("s.cmsession.json"));
    BenchmarkRunner runner;
    QSignalSpy progressed(&runner, &BenchmarkRunner::progressed);
    QSignalSpy measured(&runner, &BenchmarkRunner::measured);
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(smallPlan(source.path(), target.path(), 16 * MiB, 3), Session(), sessionPath);
    EXPECT_TRUE(runner.isRunning());

    const RunOutcome outcome = waitForOutcome(runner, finished);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    EXPECT_FALSE(outcome.cancelled);
    ASSERT_EQ(outcome.session.drives.size(), 1);
    const DriveRecord &drive = outcome.session.drives.first();
    ASSERT_EQ(drive.results.size(), 1);
    EXPECT_EQ(drive.results.first().runs.size(), 3);
    EXPECT_EQ(drive.dataSets.first().manifest.bytes, 16 * MiB);
    EXPECT_EQ(measured.size(), 3);
    EXPECT_GE(progressed.size(), 1);
    EXPECT_TRUE(QFileInfo::exists(sessionPath));
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, CancelKeepsFinishedMeasurementsAndLeavesNothing)
{
    test::TempFolder source;
    test::RamFolder target;
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    QObject::connect(&runner, &BenchmarkRunner::measured, &runner, &BenchmarkRunner::cancel);
    runner.start(smallPlan(source.path(), target.path(), 16 * MiB, 50), Session());

    const RunOutcome outcome = waitForOutcome(runner, finished);
    EXPECT_TRUE(outcome.cancelled);
    EXPECT_FALSE(outcome.status);
    ASSERT_EQ(outcome.session.drives.first().results.size(), 1);
    const qsizetype runs = outcome.session.drives.first().results.first().runs.size();
    EXPECT_GE(runs, 1);
    EXPECT_LT(runs, 50);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, CancelWhileWritingTheDataSetLeavesNothing)
{
    test::TempFolder source;
    test::RamFolder target;
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(smallPlan(source.path(), target.path(), 256 * MiB, 5), Session());
    QTest::qWait(50);
    runner.cancel();

    const RunOutcome outcome = waitForOutcome(runner, finished);
    EXPECT_TRUE(outcome.cancelled);
    EXPECT_TRUE(outcome.session.drives.first().results.isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, AFailedStepIsReportedAndCleanedUp)
{
    test::TempFolder source;
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(smallPlan(source.path(), QStringLiteral("/dev/shm/no-such-compressmark-target"), MiB, 1), Session());

    const RunOutcome outcome = waitForOutcome(runner, finished);
    ASSERT_FALSE(outcome.status);
    EXPECT_FALSE(outcome.cancelled);
    EXPECT_TRUE(outcome.status.message().contains(QStringLiteral("no-such-compressmark-target")))
        << outcome.status.message().toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}
