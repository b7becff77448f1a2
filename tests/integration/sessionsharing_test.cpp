// SPDX-License-Identifier: GPL-3.0-or-later
// Several runs of the real program saving into one session file at once:
// every drive is kept, ids never collide, a drive is measured by one run
// only, and a finished run no longer names its process in the file.
#include "programrun.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSet>

#include <gtest/gtest.h>

#include <memory>
#include <vector>

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
