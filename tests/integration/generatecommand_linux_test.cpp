// SPDX-License-Identifier: GPL-3.0-or-later
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
#include <sys/stat.h>
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
        const Result result = runGenerate(
            {QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--out"), out});
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
    process.setArguments({QStringLiteral("generate"), QStringLiteral("books"), QStringLiteral("--size"),
                          QStringLiteral("4G"), QStringLiteral("--out"), out});
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
    EXPECT_TRUE(result.err.contains(QStringLiteral("generate cancelled; nothing was kept")))
        << result.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
}

// A folder data set keeps who may read what, as cp -r does: a private file
// in a private folder stays private in the copy (a root process copying a
// user's folder must not open it to everyone), set-user-ID is dropped, and
// a folder its owner may not write is still filled, then closed again.
TEST(GenerateCommand, AFolderKeepsItsFilesAndFoldersPermissions)
{
    test::TempFolder folder;
    const QString source = folder.filePath(QStringLiteral("mine"));
    const auto make = [](const QString &path, mode_t mode) {
        ASSERT_TRUE(QDir().mkdir(path)) << path.toStdString();
        ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), mode), 0);
    };
    const auto write = [](const QString &path, mode_t mode) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("contents\n").repeated(100));
        file.close();
        ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), mode), 0);
    };
    ASSERT_TRUE(QDir().mkdir(source));
    write(source + QStringLiteral("/shared.txt"), 0644);
    write(source + QStringLiteral("/program"), 04755);
    ASSERT_NO_FATAL_FAILURE(make(source + QStringLiteral("/private"), 0700));
    write(source + QStringLiteral("/private/secret.txt"), 0600);
    ASSERT_NO_FATAL_FAILURE(make(source + QStringLiteral("/sealed"), 0755));
    write(source + QStringLiteral("/sealed/kept.txt"), 0640);
    ASSERT_EQ(::chmod(QFile::encodeName(source + QStringLiteral("/sealed")).constData(), 0555), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(source).constData(), 0750), 0);

    const QString out = folder.filePath(QStringLiteral("copy"));
    const mode_t umask = ::umask(022);
    const Result result = runGenerate({QStringLiteral("folder:") + source, QStringLiteral("--out"), out});
    ::umask(umask);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto modeOf = [](const QString &path) {
        struct stat info
        {
        };
        EXPECT_EQ(::lstat(QFile::encodeName(path).constData(), &info), 0) << path.toStdString();
        return info.st_mode & 07777;
    };
    EXPECT_EQ(modeOf(out), 0750u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/shared.txt")), 0644u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/program")), 0755u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/private")), 0700u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/private/secret.txt")), 0600u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/sealed")), 0555u);
    EXPECT_EQ(modeOf(out + QStringLiteral("/sealed/kept.txt")), 0640u);
    ASSERT_EQ(::chmod(QFile::encodeName(out + QStringLiteral("/sealed")).constData(), 0755),
              0); // for the clean-up as another user
}
