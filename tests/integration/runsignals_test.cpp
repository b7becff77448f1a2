// SPDX-License-Identifier: GPL-3.0-or-later
// SIGINT, SIGTERM and SIGHUP sent to the real compressmark binary at the
// moments a run is most fragile: while mkfs.btrfs makes its loop image (to
// the whole process group, as the terminal's Ctrl+C does), mid-run on a
// mounted loop image, and after the clean-up while the chart is drawn.
#include "compression/loopimagemaker.h"
#include "programrun.h"
#include "systemstate.h"
#include "tempfolders.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>
#include <unistd.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;

namespace {

const QString Cancelled = QStringLiteral("compressmark: run cancelled; finished measurements are kept\n");

QStringList runArguments(const QString &source, const QString &target, const QString &session, const QString &reps,
                         const QString &compression)
{
    return {QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("books"),
            QStringLiteral("--size"),
            QStringLiteral("4M"),
            QStringLiteral("--reps"),
            reps,
            QStringLiteral("--compression"),
            compression,
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--out"),
            session,
            QStringLiteral("--chart"),
            session + QStringLiteral(".png"),
            QStringLiteral("--quiet")};
}

// Started as a shell starts a job: the leader of a process group of its
// own, which the test can signal as a whole without signalling itself.
void startAsJob(QProcess &process, const QStringList &arguments)
{
    process.setProgram(QStringLiteral(COMPRESSMARK_BINARY));
    process.setArguments(arguments);
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.start();
}

Result finish(QProcess &process)
{
    EXPECT_TRUE(process.waitForFinished(300000));
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    return {process.exitCode(), QString::fromLocal8Bit(process.readAllStandardOutput()),
            QString::fromLocal8Bit(process.readAllStandardError())};
}

// Neither a file nor a mount nor a loop device of the run is left.
void expectNothingLeft(const QString &source, const QString &target)
{
    EXPECT_EQ(test::countEntries(source), 0);
    EXPECT_EQ(test::countEntries(target), 0);
    EXPECT_TRUE(test::mountsBelow(source).isEmpty()) << test::mountsBelow(source).join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(test::loopDevicesBackedBelow(source).isEmpty());
}

bool isStopped(pid_t pid, const QString &name)
{
    const std::optional<test::ProcessState> state = test::processState(pid);
    return state && state->state == 'T' && state->name == name;
}

QString skipReasonForLoopImages()
{
    if (::geteuid() != 0)
        return QStringLiteral("loop images are made by root here (the helper's own tests cover the rest)");
    QString whyNot;
    return canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot) ? QString()
                                                                                                    : whyNot;
}

} // namespace

// Ctrl+C reaches every process of the terminal's foreground group. mkfs.btrfs
// runs in a group of its own, so it is not killed under the run (once
// reported as "mkfs.btrfs failed (crashed)"): the run cancels, removes the
// image, its loop device and the workspace, and says so in the usual line. A
// second Ctrl+C during the clean-up changes nothing.
TEST(RunCommandSignals, CtrlCToTheProcessGroupWhileMkfsRunsIsACleanCancel)
{
    if (const QString why = skipReasonForLoopImages(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    // mkfs.btrfs takes a tenth of a second: look for it until it is caught.
    for (int attempt = 1; attempt <= 20; ++attempt) {
        test::TempFolder source;
        test::RamFolder target;
        test::TempFolder results;
        QProcess process;
        startAsJob(process,
                   runArguments(source.path(), target.path(), results.filePath(QStringLiteral("s.json")),
                                QStringLiteral("1"), QStringLiteral("loop-btrfs")));
        ASSERT_TRUE(process.waitForStarted());
        const pid_t run = pid_t(process.processId());
        pid_t mkfs = 0;
        while (!mkfs && test::processState(run) && test::processState(run)->state != 'Z')
            mkfs = test::childNamed(run, QStringLiteral("mkfs.btrfs"));
        // Held where it is, so that the Ctrl+C surely comes while it works.
        if (!mkfs || ::kill(mkfs, SIGSTOP) != 0
            || (QThread::usleep(2000), !isStopped(mkfs, QStringLiteral("mkfs.btrfs")))) {
            if (mkfs)
                ::kill(mkfs, SIGCONT);
            finish(process);
            continue;
        }
        EXPECT_NE(test::processState(mkfs)->group, run) << "mkfs.btrfs runs in the run's process group";
        ASSERT_EQ(::kill(-run, SIGINT), 0);
        ASSERT_EQ(::kill(mkfs, SIGCONT), 0);
        ::kill(-run, SIGINT);
        const Result result = finish(process);
        EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
        EXPECT_EQ(result.err, Cancelled);
        EXPECT_FALSE(result.err.contains(QStringLiteral("crashed")));
        expectNothingLeft(source.path(), target.path());
        return;
    }
    FAIL() << "mkfs.btrfs was never caught running in 20 runs";
}

// SIGHUP (the terminal closing) cleans up as SIGTERM does: no mounted image,
// no loop device, no workspace.
TEST(RunCommandSignals, SighupMidRunOnALoopImageLeavesNothing)
{
    if (const QString why = skipReasonForLoopImages(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.json"));
    QProcess process;
    ASSERT_TRUE(test::startAndWaitForSavedRuns(process,
                                               runArguments(source.path(), target.path(), session,
                                                            QStringLiteral("200"), QStringLiteral("loop-btrfs")),
                                               session, 1));
    ASSERT_FALSE(test::mountsBelow(source.path()).isEmpty()) << "the run measures on a mounted image";
    ASSERT_EQ(::kill(pid_t(process.processId()), SIGHUP), 0);
    const Result result = finish(process);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_EQ(result.err, Cancelled);
    EXPECT_GE(test::runsSavedIn(session), 1);
    expectNothingLeft(source.path(), target.path());
}

// After the clean-up the run draws its chart and prints its summary; a
// signal then does not lose them: both are finished, then the run reports
// the cancel as one that came while measuring (exit status 1).
TEST(RunCommandSignals, ASignalWhileTheChartIsDrawnKeepsTheChartAndTheSummary)
{
    // The moment between the clean-up and the end is short: try until it is caught.
    for (int attempt = 1; attempt <= 20; ++attempt) {
        test::TempFolder source;
        test::RamFolder target;
        test::TempFolder results;
        const QString session = results.filePath(QStringLiteral("s.json"));
        QProcess process;
        startAsJob(process,
                   runArguments(source.path(), target.path(), session, QStringLiteral("1"), QStringLiteral("none")));
        ASSERT_TRUE(process.waitForStarted());
        const pid_t run = pid_t(process.processId());
        const auto running = [run] {
            const std::optional<test::ProcessState> state = test::processState(run);
            return state && state->state != 'Z';
        };
        // The workspace comes with the preparation and goes with the clean-up.
        while (running() && test::countEntries(source.path()) == 0)
            QThread::usleep(500);
        while (running() && test::countEntries(source.path()) > 0)
            QThread::usleep(500);
        if (!running() || ::kill(run, SIGSTOP) != 0
            || (QThread::usleep(2000), !isStopped(run, QStringLiteral("compressmark")))) {
            ::kill(run, SIGCONT);
            finish(process);
            continue;
        }
        ASSERT_EQ(::kill(run, SIGINT), 0);
        ASSERT_EQ(::kill(run, SIGCONT), 0);
        const Result result = finish(process);
        EXPECT_EQ(result.exitCode, 1);
        EXPECT_EQ(result.err, Cancelled);
        EXPECT_TRUE(result.out.contains(QStringLiteral("books"))) << result.out.toStdString();
        EXPECT_TRUE(result.out.contains(QStringLiteral("Chart: ") + session + QStringLiteral(".png")))
            << result.out.toStdString();
        EXPECT_FALSE(QImage(session + QStringLiteral(".png")).isNull());
        EXPECT_EQ(test::runsSavedIn(session), 1);
        expectNothingLeft(source.path(), target.path());
        return;
    }
    FAIL() << "the run was never caught between its clean-up and its end in 20 runs";
}
