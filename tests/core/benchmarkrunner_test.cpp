// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchmarkrunner.h"
#include "bench/measurement.h"
#include "bench/targetspeed.h"
#include "benchmarkruns.h"
#include "compression/loopimage.h"
#include "filecontents.h"
#include "report/drivelimit.h"
#include "samplesession.h"
#include "systemcommands.h"
#include "tempfolders.h"
#include "util/units.h"
#include "volume/workspace.h"
#include "workflow/plannormalisation.h"

#ifndef Q_OS_WIN
#include "cancelsurvey.h"
#include "copygate.h"
#include "scopedmount.h"
#include "systemstate.h"
#endif

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QThread>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <optional>

using namespace cm;
using namespace cm::test; // the runs both files make (benchmarkruns.h)

TEST(BenchmarkRunner, RunsEveryRepetitionReportsProgressAndSavesAfterEach)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    const QString sessionPath = results.filePath(QStringLiteral("s.cmsession.json"));
    BenchmarkRunner runner;
    QSignalSpy progressed(&runner, &BenchmarkRunner::progressed);
    QSignalSpy measured(&runner, &BenchmarkRunner::measured);
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    QElapsedTimer clock;
    clock.start();
    runner.start(settled(smallPlan(source.path(), target.path(), 16 * MiB, 3)), Privileges::ofThisProcess(), Session(),
                 sessionPath);
    EXPECT_TRUE(runner.isRunning());

    const RunOutcome outcome = waitForOutcome(runner, finished);
    const qint64 elapsedMs = clock.elapsed();
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    EXPECT_FALSE(outcome.cancelled);
    ASSERT_EQ(outcome.session.drives.size(), 1);
    const DriveRecord &drive = outcome.session.drives.first();
    ASSERT_EQ(drive.results.size(), 1);
    EXPECT_EQ(drive.results.first().runs.size(), 3);
    EXPECT_EQ(drive.dataSets.first().manifest.bytes, 16 * MiB);
    // The machine's cores, against which a copy's CPU time is read.
    EXPECT_EQ(drive.logicalCores, QThread::idealThreadCount());
    // The target's write speed is measured before the runs and judges each result.
    ASSERT_TRUE(drive.targetWriteMBps.has_value()) << drive.notes.join(QLatin1Char(' ')).toStdString();
    EXPECT_GT(*drive.targetWriteMBps, 0.0);
    EXPECT_EQ(drive.results.first().targetSlower,
              TargetSpeed::isBound(drive.results.first().operation, drive.results.first().summary().medianMBps,
                                   *drive.targetWriteMBps));
    EXPECT_EQ(measured.size(), 3);
    EXPECT_GE(progressed.size(), 1);
    // A coarse 100 ms timer may fire 5 % early; one more signal closes the run.
    EXPECT_LE(progressed.size(), elapsedMs / 95 + 3) << "progress is throttled to about ten a second";
    // Yet it names every stage, however short, in the order they ran.
    QList<RunStage> begun;
    for (const QList<QVariant> &signal : std::as_const(progressed))
        begun += signal.first().value<RunProgress>().begun;
    QList<int> timedRepetitions;
    for (const RunStage &stage : std::as_const(begun))
        if (stage.text == QStringLiteral("Timing: books, plain, read"))
            timedRepetitions << stage.repetition;
    EXPECT_EQ(timedRepetitions, (QList<int>{1, 2, 3}));
    ASSERT_FALSE(begun.isEmpty());
    EXPECT_EQ(begun.first().text, QStringLiteral("Preparing"));
    EXPECT_EQ(begun.last().text, QStringLiteral("Cleaning up"));
    const RunProgress last = progressed.last().first().value<RunProgress>();
    EXPECT_EQ(last.measurementsTotal, 3);
    // Writing the data set (plain only here) counts too: the bar moves and a
    // time left shows before the first measurement.
    EXPECT_EQ(last.preparationTotal, 1);
    EXPECT_EQ(last.preparationDone, 1);
    const RunProgress firstAfterWriting = [&] {
        for (const QList<QVariant> &signal : std::as_const(progressed)) {
            const RunProgress progress = signal.first().value<RunProgress>();
            if (progress.preparationDone > 0)
                return progress;
        }
        return RunProgress{};
    }();
    EXPECT_GT(firstAfterWriting.overallFraction(), 0.0);
    if (firstAfterWriting.measurementsDone == 0) {
        EXPECT_GE(firstAfterWriting.etaSeconds, 0.0) << "time left from the preparation's pace";
    }
    EXPECT_EQ(last.filesTotal, drive.dataSets.first().manifest.files);
    EXPECT_TRUE(QFileInfo::exists(sessionPath));
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, CancelKeepsFinishedMeasurementsAndLeavesNothing)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const RunOutcome outcome = runToEnd(smallPlan(source.path(), target.path(), 16 * MiB, 50), true);
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
    CM_SKIP_WITHOUT_RAM_DISK(target);
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    const Session earlier = test::sampleSession(1);
    runner.start(settled(smallPlan(source.path(), target.path(), 256 * MiB, 5)), Privileges::ofThisProcess(), earlier);
    // Cancelled once the data set is being written, however long the run took to get there.
    const bool writing
        = QTest::qWaitFor([&] { return runner.currentStage().startsWith(QStringLiteral("Writing")); }, 60000);
    runner.cancel();
    EXPECT_TRUE(writing) << "the run never wrote its data set";

    const RunOutcome outcome = waitForOutcome(runner, finished);
    EXPECT_TRUE(outcome.cancelled);
    // Nothing measured adds no drive: the session is the one the run began with.
    EXPECT_FALSE(outcome.hasRunDrive);
    ASSERT_EQ(outcome.session.drives.size(), 1);
    EXPECT_EQ(outcome.session.drives.first().label, earlier.drives.first().label);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, AFailedStepIsReportedAndCleanedUp)
{
    test::TempFolder source;
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    const RunOutcome outcome
        = runToEnd(smallPlan(source.path(), ram.filePath(QStringLiteral("no-such-compressmark-target")), MiB, 1));
    ASSERT_FALSE(outcome.status);
    EXPECT_FALSE(outcome.cancelled);
    EXPECT_TRUE(outcome.status.message().contains(QStringLiteral("no-such-compressmark-target")))
        << outcome.status.message().toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(BenchmarkRunner, AlternatesTheOrderOfVariantsBetweenRepetitions)
{
    EXPECT_EQ(Stages::variantOrder(0), (QList<Variant>{Variant::Plain, Variant::Compressed}));
    EXPECT_EQ(Stages::variantOrder(1), (QList<Variant>{Variant::Compressed, Variant::Plain}));
    EXPECT_EQ(Stages::variantOrder(2), Stages::variantOrder(0));
}

TEST(BenchmarkRunner, FreshModeReadsNewDataInEveryRepetition)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), 4 * MiB, 3);
    plan.cacheMode = CacheMode::Fresh;
    plan.dataSets.first().seed = 10;
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const QList<RunRecord> runs = outcome.session.drives.first().results.first().runs;
    ASSERT_EQ(runs.size(), 3);
    for (int i = 0; i < runs.size(); ++i) {
        EXPECT_EQ(runs[i].dataSeed, std::optional<quint64>(10 + i));
        EXPECT_TRUE(runs[i].cold) << runs[i].residentBeforeFraction;
    }
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(BenchmarkRunner, DirectModeReadsPastThePageCache)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), 4 * MiB, 2);
    plan.cacheMode = CacheMode::Direct;
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    ASSERT_EQ(drive.results.first().runs.size(), 2);
    for (const RunRecord &run : drive.results.first().runs)
        EXPECT_EQ(run.bytes, drive.dataSets.first().manifest.bytes);
}

#ifndef Q_OS_WIN // mounts and the cancel survey's check of them are Linux's
// A folder of the user's bound into the run's workspace while it runs (the
// same filesystem: st_dev cannot tell): the run's removal at its end leaves
// the workspace with its marker, names the mount and never touches the
// bound files; once unmounted, the workspace goes as `clean` removes it.
TEST(BenchmarkRunner, AForeignMountInsideTheWorkspaceIsNamedAndLeftWithTheMarker)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder users;
    const QString thesis = users.filePath(QStringLiteral("thesis.txt"));
    test::writeFile(thesis, QByteArrayLiteral("years of work"));
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const test::CopyGate gate;
    Plan plan = smallPlan(source.path(), target.path(), 2 * MiB, 2);
    plan.copier = gate.copier();
    std::unique_ptr<test::ScopedMount> bound; // unmounted on every path out of the test
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(settled(plan), Privileges::ofThisProcess(), Session());
    // The run waits in its first copy while the folder is bound.
    ASSERT_TRUE(gate.waitUntilHeld(runner));
    const QStringList workspaces = QDir(source.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    ASSERT_EQ(workspaces.size(), 1);
    const QString inner = source.filePath(workspaces.first() + QStringLiteral("/users-folder"));
    ASSERT_TRUE(QDir().mkdir(inner));
    bound = std::make_unique<test::ScopedMount>(test::ScopedMount::bind(users.path()), inner);
    ASSERT_TRUE(bound->isMounted()) << bound->error().toStdString();
    gate.open();
    const RunOutcome outcome = waitForOutcome(runner, finished);
    EXPECT_FALSE(outcome.status);
    EXPECT_TRUE(outcome.status.message().contains(bound->path())) << outcome.status.message().toStdString();
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(thesis)), QByteArrayLiteral("years of work"));
    const QString workspace = QFileInfo(bound->path()).path();
    EXPECT_TRUE(Workspace::hasMarker(workspace));

    ASSERT_TRUE(bound->unmount());
    const Status removed = Workspace::removeMarkedFolder(workspace);
    EXPECT_TRUE(removed) << removed.message().toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(thesis)), QByteArrayLiteral("years of work"));
}

// Cancels at 50 seeded random points spread over preparing, evicting,
// copying and cleaning up, with the serial and the parallel copier and, as
// root, on loop btrfs images: every run stops within a second, removing
// what it made included, and leaves no file, mount or loop device.
// How soon each cancel takes effect is measured by compressmark_latency_bench;
// here every cancel must end the run cancelled and leave nothing behind.
TEST(BenchmarkRunner, CancelAtFiftyRandomPointsStopsAndLeavesNothing)
{
    constexpr int Points = 50;
    const test::CancelSurvey survey = test::cancelAtRandomPoints(Points, 20261130);
    for (const test::CancelPoint &point : survey.points) {
        const char *where = test::runPartName(point.part);
        EXPECT_TRUE(point.leftovers.isEmpty())
            << where << ": " << point.leftovers.join(QStringLiteral("; ")).toStdString();
        if (point.landed) {
            EXPECT_TRUE(point.outcome.cancelled) << where << (point.onLoopImage ? " on a loop image" : "");
        }
    }
    EXPECT_EQ(survey.landed().size(), Points);
    for (const test::RunPart part : test::AllRunParts)
        EXPECT_GT(survey.landedIn(part), 0) << "no cancel landed in " << test::runPartName(part);
    if (!survey.whyNoLoopImages.isEmpty())
        std::cout << "loop btrfs images skipped: " << survey.whyNoLoopImages.toStdString() << '\n';
    const QList<qint64> latencies = survey.sortedLatenciesMs();
    if (!latencies.isEmpty())
        std::cout << latencies.size() << " cancels in " << survey.points.size() << " runs, latency median "
                  << latencies.at(latencies.size() / 2) << " ms, worst " << latencies.constLast() << " ms\n";
}

#endif

TEST(BenchmarkRunner, TimesEveryOperationAndLeavesNothing)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), 4 * MiB, 2);
    plan.operations
        = {Operation::Read, Operation::Write, Operation::Copy, Operation::Delete, Operation::Pack, Operation::Unpack};
    plan.copier = CopierChoice{CopierChoice::Kind::Parallel, 4, {}};
    plan.verify = true;
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    const qint64 logical = drive.dataSets.first().manifest.bytes;
    for (const QString &operation : {QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("copy"),
                                     QStringLiteral("delete"), QStringLiteral("pack"), QStringLiteral("unpack")}) {
        const ResultRecord *result = drive.findResult(QStringLiteral("books"), Variant::Plain, operation);
        ASSERT_NE(result, nullptr) << operation.toStdString();
        ASSERT_EQ(result->runs.size(), 2) << operation.toStdString();
        for (const RunRecord &run : result->runs) {
            EXPECT_EQ(run.bytes, logical) << operation.toStdString();
            EXPECT_GT(run.seconds, 0.0);
            const bool writesToTheDrive = operation != QLatin1String("read") && operation != QLatin1String("delete");
            EXPECT_EQ(run.onDiskBytes.has_value(), writesToTheDrive) << operation.toStdString();
            if (writesToTheDrive) {
                EXPECT_GE(*run.onDiskBytes, logical * 95 / 100);
            }
            // Delete counts every byte before it removes a file: no pace to sample.
            ASSERT_EQ(run.timeline.has_value(), operation != QLatin1String("delete")) << operation.toStdString();
            if (run.timeline) {
                EXPECT_TRUE(run.timeline->fits(run.seconds, run.bytes)) << operation.toStdString();
            }
        }
    }
    EXPECT_EQ(drive.copierName, QStringLiteral("parallel"));
    EXPECT_EQ(drive.copierThreads, 4);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, AFailingExternalCopierFailsTheRunAndCleansUp)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), MiB, 2);
    plan.copier = CopierChoice{CopierChoice::Kind::External, 0, test::failingCommand()};
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_FALSE(outcome.status);
    EXPECT_TRUE(outcome.status.message().contains(test::failingCommand().section(QLatin1Char(' '), 0, 0)))
        << outcome.status.message().toStdString();
    EXPECT_TRUE(outcome.session.drives.first().results.isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(BenchmarkRunner, AdaptiveRepetitionsStopOncePreciseOrAtTheMaximum)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), 2 * MiB, 8);
    plan.adaptiveRepetitions = true;
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const ResultRecord &result = outcome.session.drives.first().results.first();
    ASSERT_GE(result.runs.size(), Plan::AdaptiveMinimum);
    ASSERT_LE(result.runs.size(), 8);
    if (result.runs.size() < 8) {
        EXPECT_TRUE(result.summary().isPreciseWithin(Plan::AdaptivePrecision));
        QList<RunRecord> fewer = result.runs;
        fewer.removeLast();
        const ResultRecord earlier{result.dataSet, result.variant, result.operation, fewer};
        const bool preciseEarlier
            = fewer.size() >= Plan::AdaptiveMinimum && earlier.summary().isPreciseWithin(Plan::AdaptivePrecision);
        EXPECT_FALSE(preciseEarlier) << "it went on although it was precise already";
    }
}

TEST(BenchmarkRunner, SmallFilesComeWithTheDrivesLimitsOnTheSameBytes)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path(), 2 * MiB, 1);
    plan.dataSets.first().kind = QStringLiteral("small");
    QString error;
    ASSERT_TRUE(parseOperations(QStringLiteral("smallfiles"), &plan.operations, &error));
    plan.operations = withBroughtOperations(plan.operations);
    ASSERT_EQ(plan.operations,
              (QList<Operation>{Operation::SmallFiles, Operation::RandomReadsDepth1, Operation::RandomReadsDepth32,
                                Operation::SequentialDirect}));
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    const DataSetManifest &manifest = drive.dataSets.first().manifest;
    const ResultRecord *files = drive.findResult(QStringLiteral("small"), Variant::Plain, QStringLiteral("smallfiles"));
    ASSERT_NE(files, nullptr);
    EXPECT_EQ(files->runs.first().files, manifest.files);
    EXPECT_GT(files->medianFilesPerSecond(), 0.0);
    for (const QString &name : {QStringLiteral("random4k-qd1"), QStringLiteral("random4k-qd32")}) {
        const ResultRecord *reads = drive.findResult(QStringLiteral("small"), Variant::Plain, name);
        ASSERT_NE(reads, nullptr) << name.toStdString();
        EXPECT_EQ(reads->runs.first().bytes, manifest.bytes) << "every 4 KiB place read once";
        EXPECT_EQ(reads->runs.first().files, manifest.bytes / 4096);
    }
    // The joined file read once from start to end, the last block short.
    const ResultRecord *sequential
        = drive.findResult(QStringLiteral("small"), Variant::Plain, QStringLiteral("sequential-direct"));
    ASSERT_NE(sequential, nullptr);
    EXPECT_EQ(sequential->runs.first().bytes, manifest.bytes);
    EXPECT_EQ(sequential->runs.first().files, (manifest.bytes + MiB - 1) / MiB);
    // The small files are set against those limits: one thread, depth 1.
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, *files);
    ASSERT_TRUE(limit);
    EXPECT_EQ(limit->limitOperation, QStringLiteral("random4k-qd1"));
    EXPECT_GT(limit->share, 0.0);
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(RunProgress, PreparingADataSetCountsLikeAMeasurement)
{
    RunProgress progress;
    progress.preparationTotal = 4; // two data sets, plain and compressed
    progress.measurementsTotal = 20;
    EXPECT_DOUBLE_EQ(progress.overallFraction(), 0.0);
    progress.preparationDone = 2;
    EXPECT_DOUBLE_EQ(progress.overallFraction(), 2.0 / 24.0);
    progress.preparationDone = 4;
    progress.measurementsDone = 10;
    progress.bytesDone = 50;
    progress.bytesTotal = 100;
    EXPECT_DOUBLE_EQ(progress.overallFraction(), 14.5 / 24.0);
}
