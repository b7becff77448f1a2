// A run whose user may start only a few more threads (ulimit -u, a
// cgroup's pids.max): whatever the limit, the run ends, with its result or
// with one clear line saying the system refused a thread, never hanging in
// a queue waiting for a thread that cannot start. As nobody, since root's
// limit on processes is not enforced (Linux).
#include "programrunasnobody.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

using namespace cm;

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
    int refused = 0, measured = 0;
    for (const int threads : {1, 3, 5, 8, 12, 40}) {
        test::ProgramStart start = test::asNobody(results.path(), runtime.path(), results.path());
        start.runAs.prepend(QStringLiteral("--nproc=%1:%1").arg(threads));
        start.runAs.prepend(QStringLiteral("/usr/bin/prlimit"));
        const test::ProgramResult result = test::runProgram(
            {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), ram.path(),
             QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("1M"),
             QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--compression"), QStringLiteral("none"),
             QStringLiteral("--copier"), QStringLiteral("parallel:8"), QStringLiteral("--cache"), QStringLiteral("evict"),
             QStringLiteral("--out"), results.filePath(QStringLiteral("s%1.cmsession.json").arg(threads)),
             QStringLiteral("--quiet")},
            start);
        ASSERT_TRUE(result.exitCode == 0 || result.exitCode == 1) << threads << ": " << result.err.toStdString();
        if (result.exitCode == 1) {
            test::expectOneErrorLine(result);
            EXPECT_TRUE(result.err.contains(QStringLiteral("refused a new thread"))) << threads << ": " << result.err.toStdString();
            ++refused;
        } else {
            ++measured;
        }
        EXPECT_EQ(test::countEntries(source.path()), 0) << threads;
        EXPECT_EQ(test::countEntries(ram.path()), 0) << threads;
    }
    EXPECT_GT(refused, 0);
    EXPECT_GT(measured, 0);
}
