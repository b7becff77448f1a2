// Runs the real compressmark binary's generate subcommand where it needs
// Linux: the kernel's folders, signals. The rest, on both systems, is in
// generatecommand_test.cpp.
#include "programrun.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

#include <csignal>
#include <unistd.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

namespace {

Result runGenerate(const QStringList &arguments)
{
    return runProgram(QStringList{QStringLiteral("generate")} + arguments);
}

} // namespace

// /dev (devtmpfs, which statfs takes for a tmpfs), /sys and /proc are no
// place for data, even for root.
TEST(GenerateCommand, RefusesToWriteIntoTheKernelsFolders)
{
    for (const char *folder : {"/dev", "/sys/fs/cgroup", "/proc"}) {
        const QString out = QLatin1String(folder) + QStringLiteral("/compressmark-generate-test");
        const Result result = runGenerate({QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("1M"),
                                           QStringLiteral("--out"), out});
        EXPECT_EQ(result.exitCode, 2) << folder;
        expectOneErrorLine(result);
        EXPECT_TRUE(result.err.contains(QStringLiteral("kernel interface"))) << result.err.toStdString();
        EXPECT_FALSE(QFileInfo::exists(out));
    }
}

// SIGHUP (the terminal closing) cancels as Ctrl+C does: what was written
// goes, the one line says so.
TEST(GenerateCommand, ASignalCancelsAndKeepsNothing)
{
    test::TempFolder folder;
    const QString out = folder.filePath(QStringLiteral("books"));
    QProcess process;
    process.setProgram(QStringLiteral(COMPRESSMARK_BINARY));
    process.setArguments({QStringLiteral("generate"), QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("4G"),
                          QStringLiteral("--out"), out});
    process.start();
    ASSERT_TRUE(process.waitForStarted());
    while (process.state() == QProcess::Running && test::countEntries(out) < 2)
        process.waitForFinished(10);
    ASSERT_EQ(process.state(), QProcess::Running) << "generating 4 GiB ended before it could be stopped";
    ::kill(pid_t(process.processId()), SIGHUP);
    ASSERT_TRUE(process.waitForFinished(120000));
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(process.exitCode(), 1);
    const Result result{process.exitCode(), QString(), QString::fromLocal8Bit(process.readAllStandardError())};
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("generate cancelled; nothing was kept"))) << result.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
}
