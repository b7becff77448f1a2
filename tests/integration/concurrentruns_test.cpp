// SPDX-License-Identifier: GPL-3.0-or-later
// Two real runs on one drive and RAM disk know of each other: the second
// is told as it starts, and the timed runs they share name the other run
// in their flags. Neither leaves an entry in the register behind.
#include "programrun.h"
#include "system/liveruns.h"
#include "tempfolders.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QThread>

#include <algorithm>

#include <gtest/gtest.h>

using namespace cm;

namespace {

QStringList runArguments(const QString &source, const QString &target, const QString &session, const char *reps)
{
    return {QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("books"),
            QStringLiteral("--size"),
            QStringLiteral("16M"),
            QStringLiteral("--reps"),
            QLatin1String(reps),
            QStringLiteral("--compression"),
            QStringLiteral("none"),
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--out"),
            session,
            QStringLiteral("--quiet")};
}

// Every reason a timed run of the session was flagged with.
QStringList interference(const QString &session)
{
    QStringList reasons;
    const QJsonObject root = test::readJson(session);
    for (const QJsonValue drive : root.value(QStringLiteral("drives")).toArray())
        for (const QJsonValue result : drive[QStringLiteral("results")].toArray())
            for (const QJsonValue run : result[QStringLiteral("runs")].toArray())
                for (const QJsonValue reason : run[QStringLiteral("interference")].toArray())
                    reasons << reason.toString();
    return reasons;
}

} // namespace

TEST(ConcurrentRuns, ASecondRunOnTheSameDriveIsToldAndNamesTheFirstInItsFlags)
{
    const QString folder = LiveRuns::folder(); // the test's own (testmain.cpp), which the programs inherit
    ASSERT_FALSE(folder.isEmpty());
    test::TempFolder sourceA;
    test::TempFolder sourceB; // the same drive: the build tree's
    test::RamFolder target;
    test::TempFolder results;
    const QString sessionA = results.filePath(QStringLiteral("a.cmsession.json"));
    const QString sessionB = results.filePath(QStringLiteral("b.cmsession.json"));

    QProcess first;
    test::startProgram(first, runArguments(sourceA.path(), target.path(), sessionA, "12"), {});
    ASSERT_TRUE(first.waitForStarted());
    const qint64 firstId = first.processId(); // 0 once it has ended
    const QString entry = QStringLiteral("%1/compressmark-run-%2.json").arg(folder, QString::number(firstId));
    const QDeadlineTimer deadline(120'000);
    while (!QFileInfo::exists(entry) && first.state() == QProcess::Running && !deadline.hasExpired())
        QThread::msleep(20);
    ASSERT_TRUE(QFileInfo::exists(entry)) << "the first run entered itself in " << folder.toStdString();

    const test::ProgramResult second
        = test::runProgram(runArguments(sourceB.path(), target.path(), sessionB, "3"), test::ProgramStart());
    const test::ProgramResult firstResult = test::finishProgram(first);
    ASSERT_EQ(second.exitCode, 0) << second.err.toStdString();
    ASSERT_EQ(firstResult.exitCode, 0) << firstResult.err.toStdString();

    const QString named = QStringLiteral("another CompressMark run (process %1,").arg(firstId);
    const QString told = second.out + second.err;
    EXPECT_TRUE(told.contains(QStringLiteral("Another CompressMark run (process %1,").arg(firstId)))
        << "told at the start:\n"
        << second.err.toStdString();
    const QStringList flagged = interference(sessionB);
    EXPECT_TRUE(std::any_of(flagged.cbegin(), flagged.cend(), [&](const QString &reason) {
        return reason.startsWith(named);
    })) << flagged.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(second.out.contains(named)) << "the summary's warning names it:\n" << second.out.toStdString();
    EXPECT_FALSE(QFileInfo::exists(entry)) << "the first run left its entry";
    for (const LiveRun &run : LiveRuns::others(folder))
        EXPECT_NE(run.processId, firstId);
}
