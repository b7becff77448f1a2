// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary: run, then report on what it measured,
// and run --append, on a real disk folder and tmpfs.
#include "programrun.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QFile>
#include <QImage>

#include <gtest/gtest.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

TEST(RunThenReport, DrawsTheTimelineOfARealRun)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.cmsession.json"));
    Result result = runProgram({QStringLiteral("run"),
                                QStringLiteral("--source"),
                                source.path(),
                                QStringLiteral("--target"),
                                target.path(),
                                QStringLiteral("--size"),
                                QStringLiteral("4M"),
                                QStringLiteral("--reps"),
                                QStringLiteral("2"),
                                QStringLiteral("--compression"),
                                QStringLiteral("none"),
                                QStringLiteral("--datasets"),
                                QStringLiteral("books"),
                                QStringLiteral("--ops"),
                                QStringLiteral("read,write"),
                                QStringLiteral("--cache"),
                                QStringLiteral("evict"),
                                QStringLiteral("--quiet"),
                                QStringLiteral("--out"),
                                session,
                                QStringLiteral("--chart"),
                                results.filePath(QStringLiteral("c.png"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    Session loaded;
    ASSERT_TRUE(loadSession(session, &loaded));
    for (const ResultRecord &measured : loaded.drives[0].results)
        for (const RunRecord &run : measured.runs) {
            ASSERT_TRUE(run.timeline.has_value()) << measured.operation.toStdString();
            EXPECT_EQ(run.timeline->bytes.constLast(), run.bytes);
        }
    const QString png = results.filePath(QStringLiteral("write.png"));
    result = runProgram({QStringLiteral("report"), session, QStringLiteral("--chart"), QStringLiteral("timeline"),
                         QStringLiteral("--operation"), QStringLiteral("write"), QStringLiteral("--png"), png});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(1600, 900));
    EXPECT_TRUE(result.out.contains(png)) << result.out.toStdString();
}

TEST(RunAppend, AddsASecondDriveToTheSession)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.cmsession.json"));
    const QStringList common{QStringLiteral("run"),
                             QStringLiteral("--source"),
                             source.path(),
                             QStringLiteral("--target"),
                             target.path(),
                             QStringLiteral("--size"),
                             QStringLiteral("1M"),
                             QStringLiteral("--reps"),
                             QStringLiteral("1"),
                             QStringLiteral("--compression"),
                             QStringLiteral("none"),
                             QStringLiteral("--datasets"),
                             QStringLiteral("books"),
                             QStringLiteral("--cache"),
                             QStringLiteral("evict"),
                             QStringLiteral("--quiet"),
                             QStringLiteral("--chart"),
                             results.filePath(QStringLiteral("c.png"))};
    Result result = runProgram(
        common + QStringList{QStringLiteral("--out"), session, QStringLiteral("--label"), QStringLiteral("first")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    result = runProgram(
        common + QStringList{QStringLiteral("--append"), session, QStringLiteral("--label"), QStringLiteral("second")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    Session loaded;
    ASSERT_TRUE(loadSession(session, &loaded));
    ASSERT_EQ(loaded.drives.size(), 2);
    EXPECT_EQ(loaded.drives[0].label, QStringLiteral("first"));
    EXPECT_EQ(loaded.drives[1].label, QStringLiteral("second"));
    EXPECT_EQ(loaded.drives[1].id, QStringLiteral("d2"));
    EXPECT_EQ(loaded.drives[0].results.size(), 1);
    EXPECT_EQ(loaded.drives[1].results.size(), 1);
}

// A series of runs can all use --append: the first makes the file.
TEST(RunAppend, MakesTheSessionFileThatIsNotThereYet)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("drives.cmsession.json"));
    for (const QString &label : {QStringLiteral("first"), QStringLiteral("second")}) {
        const Result result = runProgram({QStringLiteral("run"),
                                          QStringLiteral("--source"),
                                          source.path(),
                                          QStringLiteral("--target"),
                                          target.path(),
                                          QStringLiteral("--size"),
                                          QStringLiteral("1M"),
                                          QStringLiteral("--reps"),
                                          QStringLiteral("1"),
                                          QStringLiteral("--compression"),
                                          QStringLiteral("none"),
                                          QStringLiteral("--datasets"),
                                          QStringLiteral("books"),
                                          QStringLiteral("--cache"),
                                          QStringLiteral("evict"),
                                          QStringLiteral("--quiet"),
                                          QStringLiteral("--append"),
                                          session,
                                          QStringLiteral("--label"),
                                          label},
                                         results.path());
        ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    }
    Session loaded;
    ASSERT_TRUE(loadSession(session, &loaded));
    ASSERT_EQ(loaded.drives.size(), 2);
    EXPECT_EQ(loaded.drives[0].label, QStringLiteral("first"));
    EXPECT_EQ(loaded.drives[0].id, QStringLiteral("d1"));
    EXPECT_EQ(loaded.drives[1].label, QStringLiteral("second"));
    EXPECT_EQ(loaded.drives[1].id, QStringLiteral("d2"));
}

TEST(RunAppend, RefusesADamagedSessionBeforeMeasuring)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.cmsession.json"));
    QFile file(session);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"compressmark-session\", \"version\": 1, \"drives\": [7]}");
    file.close();
    const Result result = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(),
                                      QStringLiteral("--target"), target.path(), QStringLiteral("--size"),
                                      QStringLiteral("1M"), QStringLiteral("--append"), session});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(session + QStringLiteral(": drives[0]: expected an object")))
        << result.err.toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}
