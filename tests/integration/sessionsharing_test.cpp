// SPDX-License-Identifier: GPL-3.0-or-later
// Several runs of the real program saving into one session file at once:
// every drive is kept, ids never collide, a drive is measured by one run
// only, and a finished run no longer names its process in the file.
#include "programrun.h"
#include "fs/filelock.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "systemstate.h"
#include "tempfolders.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include <csignal>
#include <sys/types.h>

using namespace cm;
using test::ProgramResult;

namespace {

// A small plain-only run of books; `more` names the session and the label.
QStringList smallRun(const QString &source, const QString &target, int repetitions, const QStringList &more)
{
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--source"),
                       source,
                       QStringLiteral("--target"),
                       target,
                       QStringLiteral("--size"),
                       QStringLiteral("1M"),
                       QStringLiteral("--reps"),
                       QString::number(repetitions),
                       QStringLiteral("--datasets"),
                       QStringLiteral("books"),
                       QStringLiteral("--compression"),
                       QStringLiteral("none"),
                       QStringLiteral("--cache"),
                       QStringLiteral("evict"),
                       QStringLiteral("--quiet")}
    + more;
}

} // namespace

TEST(SessionSharing, RunsAppendingToOneSessionAtOnceKeepEveryDrive)
{
    test::TempFolder results;
    test::RamFolder target;
    const QString session = results.filePath(QStringLiteral("shared.cmsession.json"));
    test::TempFolder firstSource;
    const ProgramResult first = test::runProgram(
        smallRun(firstSource.path(), target.path(), 1,
                 {QStringLiteral("--out"), session, QStringLiteral("--label"), QStringLiteral("first")}));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();

    constexpr int Rounds = 3;
    constexpr int AtOnce = 2;
    QStringList labels{QStringLiteral("first")};
    for (int round = 0; round < Rounds; ++round) {
        std::vector<std::unique_ptr<test::TempFolder>> sources;
        std::vector<std::unique_ptr<QProcess>> runs;
        for (int n = 0; n < AtOnce; ++n) {
            const QString label = QStringLiteral("round %1 run %2").arg(QString::number(round), QString::number(n));
            labels << label;
            sources.push_back(std::make_unique<test::TempFolder>());
            auto process = std::make_unique<QProcess>();
            process->setProgram(QStringLiteral(COMPRESSMARK_BINARY));
            process->setArguments(smallRun(
                sources.back()->path(), target.path(), 3,
                {QStringLiteral("--append"), session, QStringLiteral("--label"), label, QStringLiteral("--chart"),
                 results.filePath(QStringLiteral("c%1-%2.png").arg(QString::number(round), QString::number(n)))}));
            runs.push_back(std::move(process));
        }
        for (auto &run : runs)
            run->start();
        for (auto &run : runs) {
            ASSERT_TRUE(run->waitForFinished(300000));
            EXPECT_EQ(run->exitStatus(), QProcess::NormalExit);
            EXPECT_EQ(run->exitCode(), 0) << run->readAllStandardError().toStdString();
        }
    }

    Session saved;
    ASSERT_TRUE(loadSession(session, &saved));
    ASSERT_EQ(saved.drives.size(), 1 + Rounds * AtOnce);
    QSet<QString> ids;
    QStringList savedLabels;
    for (const DriveRecord &drive : saved.drives) {
        ids.insert(drive.id);
        savedLabels << drive.label;
        EXPECT_FALSE(drive.runningBy.has_value()) << drive.id.toStdString();
        ASSERT_EQ(drive.results.size(), 1) << drive.id.toStdString();
        EXPECT_EQ(drive.results[0].runs.size(), drive.label == QLatin1String("first") ? 1 : 3);
    }
    EXPECT_EQ(ids.size(), saved.drives.size()) << "every drive has an id of its own";
    savedLabels.sort();
    labels.sort();
    EXPECT_EQ(savedLabels, labels);
}

TEST(SessionSharing, AResumeOfADriveWhoseRunIsAliveIsRefused)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("live.cmsession.json"));
    QProcess live;
    ASSERT_TRUE(test::startAndWaitForSavedRuns(
        live, smallRun(source.path(), target.path(), 1000, {QStringLiteral("--out"), session}), session, 1));
    // The file says who measures the drive.
    const QJsonObject runningBy
        = test::readJson(session)[QStringLiteral("drives")][0][QStringLiteral("runningBy")].toObject();
    EXPECT_EQ(runningBy[QStringLiteral("pid")].toInteger(), live.processId());

    const ProgramResult refused = test::runProgram({QStringLiteral("run"), QStringLiteral("--resume"), session});
    EXPECT_EQ(refused.exitCode, 2);
    test::expectOneErrorLine(refused);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("being measured by process %1").arg(live.processId())))
        << refused.err.toStdString();

    // Stopped, the run cleans up, keeps its runs and no longer names itself.
    live.terminate();
    ASSERT_TRUE(live.waitForFinished(120000));
    const QJsonObject drive = test::readJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_FALSE(drive.contains(QStringLiteral("runningBy")));
    EXPECT_GE(drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray().size(), 1);
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(SessionSharing, AFinishedRunLeavesNoProcessInTheSession)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("done.cmsession.json"));
    const ProgramResult result
        = test::runProgram(smallRun(source.path(), target.path(), 2, {QStringLiteral("--out"), session}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_FALSE(test::readJson(session)[QStringLiteral("drives")][0].toObject().contains(QStringLiteral("runningBy")));
}

// The file is deleted under a run, and a second run appending to the same
// name makes it again and finishes: the first run's next saves keep the
// second run's drive and add its own under the next id, and its summary
// names the file with what it holds.
TEST(SessionSharing, ARunWhoseFileIsDeletedAndMadeAgainKeepsTheOtherRunsDrive)
{
    test::TempFolder firstSource;
    test::TempFolder secondSource;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("changed.cmsession.json"));
    QProcess first;
    ASSERT_TRUE(test::startAndWaitForSavedRuns(first,
                                               smallRun(firstSource.path(), target.path(), 1000,
                                                        {QStringLiteral("--out"), session, QStringLiteral("--label"),
                                                         QStringLiteral("first")}),
                                               session, 1));
    // Held still between two of its saves, so that the second run makes the file first.
    bool held = false;
    for (int i = 0; i < 100 && !held; ++i) {
        // Stopped in every thread before the lock is tried: a thread not yet
        // stopped could take it after the test let it go.
        ::kill(pid_t(first.processId()), SIGSTOP);
        FileLock lock;
        held = test::waitUntilStopped(pid_t(first.processId())) && FileLock::acquire(session, 100, &lock)
            && lock.isLocked();
        if (!held) {
            ::kill(pid_t(first.processId()), SIGCONT);
            QThread::msleep(20);
        }
    }
    ASSERT_TRUE(held) << "the first run was never caught between saves";
    ASSERT_TRUE(QFile::remove(session));
    const ProgramResult second = test::runProgram(
        smallRun(secondSource.path(), target.path(), 1,
                 {QStringLiteral("--append"), session, QStringLiteral("--label"), QStringLiteral("second")}));
    ::kill(pid_t(first.processId()), SIGCONT);
    ASSERT_EQ(second.exitCode, 0) << second.err.toStdString();
    // The first run saves again after the second's file is there, then is stopped.
    const auto drivesSaved = [&] { return test::readJson(session)[QStringLiteral("drives")].toArray().size(); };
    for (int i = 0; i < 600 && drivesSaved() < 2 && first.state() == QProcess::Running; ++i)
        first.waitForFinished(100);
    first.terminate();
    const ProgramResult firstResult = test::finishProgram(first);
    EXPECT_EQ(firstResult.exitCode, 1) << "stopped: " << firstResult.err.toStdString();

    const QJsonArray drives = test::readJson(session)[QStringLiteral("drives")].toArray();
    ASSERT_EQ(drives.size(), 2) << firstResult.out.toStdString();
    EXPECT_EQ(drives[0][QStringLiteral("label")].toString(), QStringLiteral("second"));
    EXPECT_EQ(drives[0][QStringLiteral("id")].toString(), QStringLiteral("d1"));
    EXPECT_EQ(drives[0][QStringLiteral("results")][0][QStringLiteral("runs")].toArray().size(), 1);
    EXPECT_EQ(drives[1][QStringLiteral("label")].toString(), QStringLiteral("first"));
    EXPECT_EQ(drives[1][QStringLiteral("id")].toString(), QStringLiteral("d2"));
    EXPECT_FALSE(drives[1].toObject().contains(QStringLiteral("runningBy"))) << "its last save was its own";
    EXPECT_TRUE(firstResult.out.contains(QStringLiteral("Session: %1\n").arg(session)))
        << firstResult.out.toStdString();
}

// Replaced by what is no session under a run: the file is left as it is,
// the run stops at its next save, saves elsewhere and says the file holds
// none of its runs.
TEST(SessionSharing, ARunWhoseFileIsReplacedByTextLeavesItAndSaysItHoldsNone)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("replaced.cmsession.json"));
    QProcess run;
    ASSERT_TRUE(test::startAndWaitForSavedRuns(
        run, smallRun(source.path(), target.path(), 1000, {QStringLiteral("--out"), session}), session, 1));
    // Under the session's lock, as any writer of it would: not between a save's reading and writing.
    const QByteArray text("not a session any more\n");
    {
        FileLock lock;
        ASSERT_TRUE(lockSessionFile(session, &lock));
        QFile replacement(session);
        ASSERT_TRUE(replacement.open(QIODevice::WriteOnly | QIODevice::Truncate));
        replacement.write(text);
    }
    const ProgramResult result = test::finishProgram(run);
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    QFile file(session);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), text);
    EXPECT_TRUE(result.out.contains(QStringLiteral("(holds 0 of this drive's"))) << result.out.toStdString();
    const qsizetype at = result.out.indexOf(QStringLiteral("Session with all "));
    ASSERT_GE(at, 0) << result.out.toStdString();
    const QString fallback = result.out.mid(at).section(QStringLiteral(": "), 1).section(QLatin1Char('\n'), 0, 0);
    EXPECT_GE(test::runsSavedIn(fallback), 2) << "the runs saved before and the one that found the file replaced";
    QFile::remove(fallback);
}
