// SPDX-License-Identifier: GPL-3.0-or-later
// A run is flagged when something besides it used the drive or the CPU:
// judged from the numbers, and from real runs beside a real program that
// reads and writes the same drive.
#include "bench/measurement.h"
#include "bench/interference.h"
#include "benchmarkruns.h"
#include "device/devicecounters.h"
#include "device/machineactivity.h"
#include "report/resultflags.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "system/liveruns.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QProcess>
#include <QScopeGuard>
#include <QThread>

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <functional>

#include <sys/resource.h>
#include <unistd.h>

using namespace cm;

namespace {

RunSurroundings readOf(qint64 stored, qint64 deviceRead, qint64 deviceWritten)
{
    RunSurroundings run;
    run.operation = Operation::Read;
    run.seconds = 2.0;
    run.logicalBytes = 1000 * MiB;
    run.storedBytes = stored;
    run.drive = DeviceCounters::Sample{deviceRead, deviceWritten};
    return run;
}

} // namespace

TEST(Interference, ADriveThatMovedWhatTheRunMovedIsQuiet)
{
    // Compressed data read at its stored size, a little metadata beside it.
    EXPECT_TRUE(Interference::reasons(readOf(400 * MiB, 410 * MiB, 2 * MiB)).isEmpty());
    EXPECT_TRUE(Interference::reasons(readOf(24 * MiB, 30 * MiB, 0)).isEmpty()) << "code paged in on first use";
    EXPECT_TRUE(Interference::reasons(readOf(1000 * MiB, 1000 * MiB, 0)).isEmpty());
}

// Another CompressMark run on the same drive or RAM disk is named, whatever
// the counters show: a user then knows which program to stop.
TEST(Interference, AnotherCompressMarkRunAlongsideIsNamed)
{
    RunSurroundings run = readOf(400 * MiB, 700 * MiB, 0);
    run.otherRuns << QStringLiteral("process 4711, \"Disk B\", since 00:35:12");
    const QStringList reasons = Interference::reasons(run);
    ASSERT_EQ(reasons.size(), 2);
    EXPECT_EQ(reasons.first(),
              QStringLiteral("another CompressMark run (process 4711, \"Disk B\", since 00:35:12) "
                             "measured the same drive or RAM disk"));
    RunSurroundings quiet = readOf(400 * MiB, 400 * MiB, 0);
    quiet.otherRuns = run.otherRuns;
    EXPECT_EQ(Interference::reasons(quiet).size(), 1) << "flagged though its counters stayed quiet";
}

TEST(Interference, ReadsAndWritesBeyondTheRunsOwnAreFlaggedWithTheAmount)
{
    const QStringList read = Interference::reasons(readOf(400 * MiB, 700 * MiB, 0));
    ASSERT_EQ(read.size(), 1);
    EXPECT_TRUE(read.first().contains(QStringLiteral("read 315 MB beyond"))) << read.first().toStdString();
    const QStringList written = Interference::reasons(readOf(400 * MiB, 400 * MiB, 100 * MiB));
    ASSERT_EQ(written.size(), 1);
    EXPECT_TRUE(written.first().contains(QStringLiteral("wrote 105 MB"))) << written.first().toStdString();
    EXPECT_TRUE(Interference::reasons(readOf(400 * MiB, 400 * MiB, 30 * MiB)).isEmpty()) << "within 16 MiB and 2 %";
}

TEST(Interference, WhatAnOperationWritesItselfIsNotInterference)
{
    RunSurroundings write = readOf(1000 * MiB, 0, 1000 * MiB);
    write.operation = Operation::Write;
    write.writtenStoredBytes = 1000 * MiB;
    EXPECT_TRUE(Interference::reasons(write).isEmpty());
    write.drive->bytesRead = 300 * MiB; // a write reads nothing from the drive
    EXPECT_EQ(Interference::reasons(write).size(), 1);
}

TEST(Interference, OtherProgramsAndTheHypervisorTakingTheCpuAreFlagged)
{
    RunSurroundings run = readOf(1000 * MiB, 1000 * MiB, 0);
    run.ownUserSeconds = 0.5;
    run.machine = MachineActivity{0.6, 0.0, 4.0, true}; // 2 s on two CPUs, 0.1 s of others' user time
    EXPECT_TRUE(Interference::reasons(run).isEmpty());
    run.machine.userSeconds = 2.5; // others took half the machine
    QStringList reasons = Interference::reasons(run);
    ASSERT_EQ(reasons.size(), 1);
    EXPECT_TRUE(reasons.first().contains(QStringLiteral("50 % of the CPU"))) << reasons.first().toStdString();
    run.machine.userSeconds = 0.6;
    run.machine.stealSeconds = 0.4;
    reasons = Interference::reasons(run);
    ASSERT_EQ(reasons.size(), 1);
    EXPECT_TRUE(reasons.first().contains(QStringLiteral("steal"))) << reasons.first().toStdString();
}

TEST(Interference, AdaptiveRepetitionsMeasureAgainInsteadOfCountingADisturbedRun)
{
    RunRecord second;
    second.seconds = 1.0;
    second.bytes = 100'000'000;
    ResultRecord result{QStringLiteral("books"), Variant::Plain, QStringLiteral("read")};
    for (int i = 0; i < Plan::AdaptiveMinimum; ++i)
        result.runs.append(second);
    EXPECT_TRUE(Stages::isPreciseEnough(result));
    result.runs[1].interference = {QStringLiteral("other programs used 60 % of the CPU")};
    EXPECT_FALSE(Stages::isPreciseEnough(result)) << "two undisturbed runs are not enough";
    result.runs.append(second);
    EXPECT_TRUE(Stages::isPreciseEnough(result));
}

namespace {

// The share of the machine's CPU that programs other than this one (and
// its children) used while `work` ran: what would disturb a run for real.
double othersCpuShare(const std::function<void()> &work)
{
    const auto ownSeconds = [] {
        double seconds = 0.0;
        for (const int who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
            rusage usage{};
            ::getrusage(who, &usage);
            seconds += double(usage.ru_utime.tv_sec) + double(usage.ru_utime.tv_usec) / 1e6;
        }
        return seconds;
    };
    const MachineActivity before = MachineActivity::now();
    const double ownBefore = ownSeconds();
    work();
    const double own = ownSeconds() - ownBefore;
    const MachineActivity during = MachineActivity::now() - before;
    if (!during.available || during.totalSeconds <= 0.0)
        return 0.0;
    return std::max(0.0, (during.userSeconds - own) / during.totalSeconds);
}

// Real runs on the build tree's disk.
void skipWithoutDeviceCounters(const QString &path)
{
    if (!DeviceCounters(path).isAvailable())
        GTEST_SKIP() << "the build tree's disk has no block device counters to judge interference by: "
                     << DeviceCounters(path).unavailableReason().toStdString();
}

} // namespace

// Quiet: nothing of this test's own flags a run. Only tries during which
// the machine's other programs were quiet are judged (a busy machine
// disturbs a run for real): one of three must be entirely unflagged.
TEST(Interference, QuietRunsAreNotFlagged)
{
    test::TempFolder source;
    test::RamFolder target;
    skipWithoutDeviceCounters(source.path());
    if (IsSkipped())
        return;
    const Plan plan = test::smallPlan(source.path(), target.path(), 64 * MiB, 3);
    constexpr double QuietShare = 0.10; // of the machine's CPU, to others
    QStringList flagged;
    QStringList busy;
    bool quietOnce = false;
    for (int attempt = 0; attempt < 3 && !quietOnce; ++attempt) {
        RunOutcome quiet;
        bool otherRun = !LiveRuns::others(LiveRuns::folder()).isEmpty();
        const double others = othersCpuShare([&] { quiet = test::runToEnd(plan); });
        otherRun = otherRun || !LiveRuns::others(LiveRuns::folder()).isEmpty();
        ASSERT_TRUE(quiet.status) << quiet.status.message().toStdString();
        if (otherRun) {
            busy.append(QStringLiteral("another CompressMark run"));
            continue;
        }
        if (others > QuietShare) {
            busy.append(QStringLiteral("%1 %").arg(others * 100.0, 0, 'f', 0));
            continue;
        }
        const ResultRecord &quietResult = quiet.session.drives.first().results.first();
        flagged += disturbances(quietResult);
        quietOnce = !resultFlags(quiet.session.drives.first(), quietResult).testFlag(ResultFlag::Disturbed);
    }
    if (!quietOnce && busy.size() == 3)
        GTEST_SKIP() << "the machine was busy during every try (the CPU other programs used, or another "
                        "CompressMark run): "
                     << busy.join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(quietOnce) << flagged.join(QLatin1Char('\n')).toStdString();
}

// Beside a program reading and writing that disk with direct I/O all the
// time, every run is flagged, and says why.
TEST(Interference, RunsBesideAnotherProgramUsingTheDriveAreFlagged)
{
    test::TempFolder source;
    test::RamFolder target;
    skipWithoutDeviceCounters(source.path());
    if (IsSkipped())
        return;
    const Plan plan = test::smallPlan(source.path(), target.path(), 64 * MiB, 3);

    test::TempFolder busy;
    QProcess other;
    // Its own process group, so that dd goes with the shell.
    other.setChildProcessModifier([] { ::setpgid(0, 0); });
    other.start(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("while :; do dd if=/dev/zero of=%1/f bs=1M count=64 oflag=direct status=none; "
                                "dd if=%1/f of=/dev/null bs=1M iflag=direct status=none; done")
                     .arg(busy.path())});
    ASSERT_TRUE(other.waitForStarted());
    const auto stopOther = qScopeGuard([&] {
        ::kill(-pid_t(other.processId()), SIGKILL);
        other.waitForFinished();
    });
    QThread::msleep(300); // until the first file is written and read
    const RunOutcome disturbed = test::runToEnd(plan);
    ASSERT_TRUE(disturbed.status) << disturbed.status.message().toStdString();
    const DriveRecord &drive = disturbed.session.drives.first();
    const ResultRecord &result = drive.results.first();
    ASSERT_EQ(result.runs.size(), 3);
    for (const RunRecord &run : result.runs) {
        EXPECT_TRUE(run.isDisturbed()) << "a run beside dd was not flagged";
        EXPECT_TRUE(run.interference.join(QLatin1Char(' ')).contains(QStringLiteral("another program used it")))
            << run.interference.join(QLatin1Char(' ')).toStdString();
    }
    EXPECT_TRUE(resultFlags(drive, result).testFlag(ResultFlag::Disturbed));
    EXPECT_EQ(disturbances(result).size(), 3);
}

TEST(Interference, ADisturbedRunIsKeptWithItsReasonsAndLeftOutOfTheComparison)
{
    RunRecord run;
    run.seconds = 2.5; // longer than the minimum run time: not too short
    run.bytes = 100'000'000;
    DriveRecord drive;
    drive.id = QStringLiteral("d1");
    drive.results
        = {ResultRecord{QStringLiteral("books"), Variant::Plain, QStringLiteral("read"), {run, run, run}},
           ResultRecord{QStringLiteral("books"), Variant::Compressed, QStringLiteral("read"), {run, run, run}}};
    drive.results[1].runs[2].interference = {QStringLiteral("the drive read 300 MB beyond the run's own 100 MB: "
                                                            "another program used it")};
    ASSERT_TRUE(drive.comparedToPlain(drive.results[1]).has_value());
    EXPECT_EQ(drive.comparedToPlain(drive.results[1])->pairs, 2);
    EXPECT_EQ(resultFlags(drive, drive.results[1]), ResultFlags(ResultFlag::Disturbed));
    EXPECT_EQ(disturbances(drive.results[1]),
              QStringList{QStringLiteral("run 3: ") + drive.results[1].runs[2].interference.first()});

    Session session;
    session.drives = {drive};
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("d.cmsession.json"));
    ASSERT_TRUE(saveSession(session, path));
    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    EXPECT_EQ(loaded.drives.first().results[1].runs[2].interference, drive.results[1].runs[2].interference);
    EXPECT_FALSE(loaded.drives.first().results[1].runs[0].isDisturbed());
}
