// SPDX-License-Identifier: GPL-3.0-or-later
// Where the system refuses io_uring (a seccomp filter, here nouring's), a
// run with the uring copier is refused before anything is written, in one
// line saying why, from the command line as from a session resumed or
// compared with; the other copiers run as ever.
#include "programrun.h"
#include "session/sessionfile.h"
#include "samplesession.h"
#include "tempfolders.h"

#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cm;

namespace {

test::ProgramStart withoutUring(const QString &folder)
{
    test::ProgramStart start;
    start.workingFolder = folder;
    start.runAs = {QStringLiteral(COMPRESSMARK_NOURING_BINARY)};
    return start;
}

QStringList tinyRun(const QString &target, const QString &copier)
{
    return {QStringLiteral("run"),
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("books"),
            QStringLiteral("--size"),
            QStringLiteral("1M"),
            QStringLiteral("--reps"),
            QStringLiteral("1"),
            QStringLiteral("--compression"),
            QStringLiteral("none"),
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--copier"),
            copier,
            QStringLiteral("--quiet")};
}

} // namespace

TEST(UringRefused, ARunIsRefusedBeforeAnythingIsWrittenSayingWhy)
{
    test::TempFolder work;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const test::ProgramResult refused
        = test::runProgram(tinyRun(target.path(), QStringLiteral("uring:16")), withoutUring(work.path()));
    EXPECT_EQ(refused.exitCode, 2) << refused.err.toStdString();
    test::expectOneErrorLine(refused);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("the uring copier cannot run here: io_uring is refused")))
        << refused.err.toStdString();
    EXPECT_EQ(test::countEntries(work.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);

    // The same system runs the serial copier.
    const test::ProgramResult serial
        = test::runProgram(tinyRun(target.path(), QStringLiteral("serial")), withoutUring(work.path()));
    EXPECT_EQ(serial.exitCode, 0) << serial.err.toStdString();
}

// A session measured with the uring copier elsewhere names it: comparing
// with it or resuming it here is checked like a command line.
TEST(UringRefused, APublishedOrResumedSessionThatUsedItIsRefusedToo)
{
    test::TempFolder work;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Session published = test::sampleSession(1);
    QString error;
    ASSERT_TRUE(CopierChoice::parse(QStringLiteral("uring:32"), &published.drives[0].plan.copier, &error));
    const QString file = work.filePath(QStringLiteral("published.cmsession.json"));
    ASSERT_TRUE(saveSession(published, file));
    const test::ProgramResult compared
        = test::runProgram({QStringLiteral("run"), QStringLiteral("--compare"), file, QStringLiteral("--target"),
                            target.path(), QStringLiteral("--out"),
                            work.filePath(QStringLiteral("mine.cmsession.json"))},
                           withoutUring(work.path()));
    EXPECT_EQ(compared.exitCode, 2) << compared.err.toStdString();
    test::expectOneErrorLine(compared);
    EXPECT_TRUE(compared.err.contains(QStringLiteral("the uring copier cannot run here")))
        << compared.err.toStdString();
    EXPECT_EQ(test::countEntries(target.path()), 0);
    EXPECT_FALSE(QFileInfo::exists(work.filePath(QStringLiteral("mine.cmsession.json"))));
}
