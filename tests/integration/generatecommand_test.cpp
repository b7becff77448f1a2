// Runs the real compressmark binary's generate subcommand where it needs
// Linux: copying a folder, the kernel's folders, signals. The generated data
// sets on both systems are in generateddatasets_test.cpp.
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

TEST(GenerateCommand, CopiesAFolderAndListsWhatItSkipped)
{
    test::TempFolder folder;
    const QString source = folder.filePath(QStringLiteral("mine"));
    ASSERT_TRUE(QDir().mkpath(source + QStringLiteral("/photos")));
    QFile file(source + QStringLiteral("/photos/a.txt"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("some text of mine\n");
    file.close();
    ASSERT_EQ(::symlink("/etc", QFile::encodeName(source + QStringLiteral("/etc-link")).constData()), 0);

    const QString out = folder.filePath(QStringLiteral("copy"));
    const Result result = runGenerate({QStringLiteral("folder:") + source, QStringLiteral("--out"), out});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject manifest = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(manifest[QStringLiteral("kind")].toString(), QStringLiteral("folder:") + source);
    EXPECT_EQ(manifest[QStringLiteral("files")].toInteger(), 1);
    EXPECT_EQ(manifest[QStringLiteral("logicalBytes")].toInteger(), 18);
    EXPECT_EQ(manifest[QStringLiteral("skippedCount")].toInteger(), 1);
    const QJsonObject skipped = manifest[QStringLiteral("skipped")][0].toObject();
    EXPECT_EQ(skipped[QStringLiteral("path")].toString(), QStringLiteral("etc-link"));
    EXPECT_EQ(skipped[QStringLiteral("reason")].toString(), QStringLiteral("symbolic link"));
    EXPECT_TRUE(QFileInfo::exists(out + QStringLiteral("/photos/a.txt")));
    EXPECT_FALSE(QFileInfo::exists(out + QStringLiteral("/etc-link")));
}

TEST(GenerateCommand, HelpNamesTheKindsAndTheProgramsHelpNamesTheCommand)
{
    Result result = runGenerate({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("folder:PATH"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("--out"))) << result.out.toStdString();
    result = runProgram({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("generate"))) << result.out.toStdString();
}

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
