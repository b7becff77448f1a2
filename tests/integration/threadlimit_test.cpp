// SPDX-License-Identifier: GPL-3.0-or-later
// A run whose user may start only a few more threads (ulimit -u, a
// cgroup's pids.max), or whose memory is limited (ulimit -v): whatever the
// limit, the run ends, with its result or with one clear line saying the
// system refused a thread or memory, never hanging in a queue waiting for a
// thread that cannot start, never ending the process half way. The limit
// on threads as nobody, since root's is not enforced (Linux).
#include "programrunasnobody.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

// How the runs under a limit ended: measured (exit 0), or refused with one
// line saying what the system refused (exit 1); nothing else.
struct Outcomes
{
    int refused = 0;
    int measured = 0;

    void add(const test::ProgramResult &result, const QString &limit, const QString &refusal)
    {
        EXPECT_TRUE(result.exitCode == 0 || result.exitCode == 1)
            << limit.toStdString() << ": " << result.err.toStdString();
        if (result.exitCode == 1) {
            test::expectOneErrorLine(result);
            EXPECT_TRUE(result.err.contains(refusal)) << limit.toStdString() << ": " << result.err.toStdString();
            ++refused;
        } else if (result.exitCode == 0) {
            ++measured;
        }
    }
};

} // namespace

TEST(ThreadLimit, EveryLimitEndsTheRunWithItsResultOrOneClearLine)
{
    if (const QString why = test::whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    if (!QFile::exists(QStringLiteral("/usr/bin/prlimit")))
        GTEST_SKIP() << "prlimit (util-linux) is not installed";
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    test::TempFolder source, results, runtime;
    const passwd *nobody = ::getpwnam("nobody");
    for (const QString &folder : {source.path(), results.path(), ram.path()}) {
        ASSERT_EQ(::chown(QFile::encodeName(folder).constData(), nobody->pw_uid, nobody->pw_gid), 0);
        test::letNobodyThrough(folder);
    }
    Outcomes outcomes;
    for (const int threads : {1, 3, 5, 8, 12, 40}) {
        test::ProgramStart start = test::asNobody(results.path(), runtime.path(), results.path());
        start.runAs.prepend(QStringLiteral("--nproc=%1:%1").arg(threads));
        start.runAs.prepend(QStringLiteral("/usr/bin/prlimit"));
        const test::ProgramResult result
            = test::runProgram({QStringLiteral("run"),
                                QStringLiteral("--source"),
                                source.path(),
                                QStringLiteral("--target"),
                                ram.path(),
                                QStringLiteral("--datasets"),
                                QStringLiteral("books"),
                                QStringLiteral("--size"),
                                QStringLiteral("1M"),
                                QStringLiteral("--reps"),
                                QStringLiteral("1"),
                                QStringLiteral("--compression"),
                                QStringLiteral("none"),
                                QStringLiteral("--copier"),
                                QStringLiteral("parallel:8"),
                                QStringLiteral("--cache"),
                                QStringLiteral("evict"),
                                QStringLiteral("--out"),
                                results.filePath(QStringLiteral("s%1.cmsession.json").arg(threads)),
                                QStringLiteral("--quiet")},
                               start);
        outcomes.add(result, QStringLiteral("%1 threads").arg(threads), QStringLiteral("refused a new thread"));
        EXPECT_EQ(test::countEntries(source.path()), 0) << threads;
        EXPECT_EQ(test::countEntries(ram.path()), 0) << threads;
    }
    EXPECT_GT(outcomes.refused, 0);
    EXPECT_GT(outcomes.measured, 0);
}

TEST(ThreadLimit, EveryMemoryLimitEndsTheRunWithItsResultOrOneClearLine)
{
    if (!QFile::exists(QStringLiteral("/usr/bin/prlimit")))
        GTEST_SKIP() << "prlimit (util-linux) is not installed";
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    test::TempFolder source, results;
    Outcomes outcomes;
    // Not lower: where Qt's own containers run out of memory inside code
    // that may not throw, the process ends whatever the program does.
    for (const int mebibytes : {240, 300, 400, 1024}) {
        test::ProgramStart start;
        start.runAs = {QStringLiteral("/usr/bin/prlimit"), QStringLiteral("--as=%1").arg(qint64(mebibytes) << 20)};
        const test::ProgramResult result
            = test::runProgram({QStringLiteral("run"),
                                QStringLiteral("--source"),
                                source.path(),
                                QStringLiteral("--target"),
                                ram.path(),
                                QStringLiteral("--datasets"),
                                QStringLiteral("books,photos"),
                                QStringLiteral("--size"),
                                QStringLiteral("4M"),
                                QStringLiteral("--reps"),
                                QStringLiteral("1"),
                                QStringLiteral("--compression"),
                                QStringLiteral("none"),
                                QStringLiteral("--copier"),
                                QStringLiteral("parallel:16"),
                                QStringLiteral("--cache"),
                                QStringLiteral("evict"),
                                QStringLiteral("--out"),
                                results.filePath(QStringLiteral("m%1.cmsession.json").arg(mebibytes)),
                                QStringLiteral("--chart"),
                                results.filePath(QStringLiteral("m%1.png").arg(mebibytes)),
                                QStringLiteral("--quiet")},
                               start);
        outcomes.add(result, QStringLiteral("%1 MiB").arg(mebibytes), QStringLiteral("the system refused"));
        EXPECT_EQ(test::countEntries(source.path()), 0) << mebibytes;
        EXPECT_EQ(test::countEntries(ram.path()), 0) << mebibytes;
    }
    EXPECT_GT(outcomes.refused, 0);
    EXPECT_GT(outcomes.measured, 0);
}
