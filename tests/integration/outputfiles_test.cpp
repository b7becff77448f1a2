// SPDX-License-Identifier: GPL-3.0-or-later
// What the real program writes: checked before anything is measured (a
// folder the user cannot write, two outputs that are one file), never
// through a link, and never over a file that is not a session unless told.
#include "filecontents.h"
#include "programrunasnobody.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
using test::ProgramResult;

namespace {

QStringList smallRun(const QString &source, const QString &target, const QStringList &more)
{
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--source"),
                       source,
                       QStringLiteral("--target"),
                       target,
                       QStringLiteral("--size"),
                       QStringLiteral("1M"),
                       QStringLiteral("--reps"),
                       QStringLiteral("1"),
                       QStringLiteral("--datasets"),
                       QStringLiteral("books"),
                       QStringLiteral("--compression"),
                       QStringLiteral("none"),
                       QStringLiteral("--cache"),
                       QStringLiteral("evict"),
                       QStringLiteral("--quiet")}
    + more;
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void expectRefused(const ProgramResult &result, const QString &text)
{
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(text)) << result.err.toStdString();
    EXPECT_FALSE(result.out.contains(QStringLiteral("Session:"))) << result.out.toStdString();
}

constexpr mode_t Everyone = 0777;

} // namespace

TEST(OutputFiles, AFolderTheUserCannotWriteIsRefusedBeforeMeasuring)
{
    if (const QString whyNot = test::whyNotAsNobody(); !whyNot.isEmpty())
        GTEST_SKIP() << whyNot.toStdString();
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder writable;
    test::TempFolder rootsOnly; // 0700, root's: nobody may not write there
    test::TempFolder runtime;
    for (const QString &folder : {source.path(), target.path(), writable.path()})
        ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), Everyone), 0);
    const test::ProgramStart nobody = test::asNobody(writable.path(), runtime.path(), writable.path());

    for (const QStringList &outputs :
         {QStringList{QStringLiteral("--out"), rootsOnly.filePath(QStringLiteral("s.cmsession.json"))},
          QStringList{QStringLiteral("--out"), writable.filePath(QStringLiteral("s.cmsession.json")),
                      QStringLiteral("--chart"), rootsOnly.filePath(QStringLiteral("c.png"))}}) {
        const ProgramResult result = test::runProgram(smallRun(source.path(), target.path(), outputs), nobody);
        expectRefused(result, QStringLiteral("cannot write in the folder %1").arg(rootsOnly.path()));
        EXPECT_TRUE(result.err.contains(outputs.size() == 2 ? QStringLiteral("--out") : QStringLiteral("--chart")))
            << result.err.toStdString();
        EXPECT_EQ(test::countEntries(source.path()), 0) << "nothing was measured";
        EXPECT_EQ(test::countEntries(target.path()), 0);
        EXPECT_EQ(test::countEntries(writable.path()), 0);
    }
    // The same run with folders it may write measures: only the folder was wrong.
    const ProgramResult control
        = test::runProgram(smallRun(source.path(), target.path(),
                                    {QStringLiteral("--out"), writable.filePath(QStringLiteral("s.cmsession.json"))}),
                           nobody);
    EXPECT_EQ(control.exitCode, 0) << control.err.toStdString();
    EXPECT_TRUE(
        control.out.contains(QStringLiteral("Session: ") + writable.filePath(QStringLiteral("s.cmsession.json"))));
}

TEST(OutputFiles, ALinkPlantedInAStickyFolderIsNeverFollowed)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "giving the link to another user needs root";
    const passwd *nobody = ::getpwnam("nobody");
    if (!nobody)
        GTEST_SKIP() << "no user nobody to plant the link";
    test::TempFolder shared;
    ASSERT_EQ(::chmod(QFile::encodeName(shared.path()).constData(), 01777), 0);
    test::TempFolder mine;
    const QString victim = mine.filePath(QStringLiteral("precious.conf"));
    test::writeFile(victim, "keep me\n");
    const QString session = mine.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), session));
    test::TempFolder source;
    test::RamFolder target;

    for (const QString &name :
         {QStringLiteral("report.csv"), QStringLiteral("run.cmsession.json"), QStringLiteral("run.png")}) {
        const QString planted = shared.filePath(name);
        ASSERT_TRUE(QFile::link(victim, planted));
        ASSERT_EQ(::lchown(QFile::encodeName(planted).constData(), nobody->pw_uid, nobody->pw_gid), 0);
    }
    expectRefused(test::runProgram({QStringLiteral("report"), session, QStringLiteral("--csv"),
                                    shared.filePath(QStringLiteral("report.csv"))}),
                  QStringLiteral("symbolic link"));
    expectRefused(test::runProgram(
                      smallRun(source.path(), target.path(),
                               {QStringLiteral("--out"), shared.filePath(QStringLiteral("run.cmsession.json"))})),
                  QStringLiteral("symbolic link"));
    expectRefused(test::runProgram(
                      smallRun(source.path(), target.path(),
                               {QStringLiteral("--out"), mine.filePath(QStringLiteral("new.cmsession.json")),
                                QStringLiteral("--chart"), shared.filePath(QStringLiteral("run.png"))})),
                  QStringLiteral("symbolic link"));
    EXPECT_EQ(contentOf(victim), QByteArray("keep me\n"));
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(shared.path()), 3); // the links, as they were
}

TEST(OutputFiles, AFileThatIsNotASessionIsReplacedOnlyWithForce)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString notes = results.filePath(QStringLiteral("notes.txt"));
    test::writeFile(notes, "my notes\n");
    const QStringList outputs{QStringLiteral("--out"), notes, QStringLiteral("--chart"),
                              results.filePath(QStringLiteral("c.png"))};

    expectRefused(test::runProgram(smallRun(source.path(), target.path(), outputs)), QStringLiteral("--force"));
    EXPECT_EQ(contentOf(notes), QByteArray("my notes\n"));
    EXPECT_EQ(test::countEntries(source.path()), 0);

    const ProgramResult forced
        = test::runProgram(smallRun(source.path(), target.path(), outputs + QStringList{QStringLiteral("--force")}));
    ASSERT_EQ(forced.exitCode, 0) << forced.err.toStdString();
    Session session;
    EXPECT_TRUE(loadSession(notes, &session));
    EXPECT_EQ(session.drives.size(), 1);

    // An existing session is replaced without it, as before; an empty file holds nothing to lose.
    EXPECT_EQ(test::runProgram(smallRun(source.path(), target.path(), outputs)).exitCode, 0);
    const QString empty = results.filePath(QStringLiteral("empty.json"));
    test::writeFile(empty, QByteArray());
    EXPECT_EQ(test::runProgram(smallRun(source.path(), target.path(), {QStringLiteral("--out"), empty})).exitCode, 0);
}

TEST(OutputFiles, OnlyFilesThatWereWrittenAreNamed)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.cmsession.json"));
    // /proc takes no new files, not even from root: the chart fails after the run.
    const QString chart = QStringLiteral("/proc/compressmark-%1.png").arg(QCoreApplication::applicationPid());
    const ProgramResult result = test::runProgram(
        smallRun(source.path(), target.path(), {QStringLiteral("--out"), session, QStringLiteral("--chart"), chart}));
    EXPECT_EQ(result.exitCode, 1);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(chart)) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Session: ") + session)) << result.out.toStdString();
    EXPECT_FALSE(result.out.contains(QStringLiteral("Chart:"))) << result.out.toStdString();
    EXPECT_TRUE(QFileInfo::exists(session));
}
