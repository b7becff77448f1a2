// SPDX-License-Identifier: GPL-3.0-or-later
// The files, folders and paths a run's data sets make, checked by the real
// program before it writes: a RAM disk or a drive with too few inodes, and
// a folder deeper than the system's longest path, are refused with exit
// status 2 and one short line, and nothing is written.
#include "programrun.h"
#include "scopedmount.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <gtest/gtest.h>

#include <climits>
#include <fcntl.h>
#include <unistd.h>

using namespace cm;
using test::expectOneErrorLine;
using test::runProgram;
using Result = test::ProgramResult;

namespace {

// A read run of `small` (4 KiB files), plain only, once.
QStringList smallFilesRun(const QString &source, const QString &target, const QString &session, const QString &size)
{
    return {QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("small"),
            QStringLiteral("--size"),
            size,
            QStringLiteral("--reps"),
            QStringLiteral("1"),
            QStringLiteral("--compression"),
            QStringLiteral("none"),
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--out"),
            session,
            QStringLiteral("--quiet")};
}

void expectRefusedForInodes(const Result &result, const QString &volume)
{
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("inodes"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(volume)) << result.err.toStdString();
}

// Folders nested below `root` until the path below it is longer than
// PATH_MAX, made through descriptors (no path that long can be named), with
// one small file at the bottom.
bool makeDeepTree(const QString &root)
{
    const QByteArray name(200, 'd');
    int folder = ::open(QFile::encodeName(root).constData(), O_RDONLY | O_DIRECTORY);
    for (int depth = 0; folder >= 0 && depth * (name.size() + 1) <= PATH_MAX; ++depth) {
        const int below = ::mkdirat(folder, name.constData(), 0755) == 0
            ? ::openat(folder, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            : -1;
        ::close(folder);
        folder = below;
    }
    if (folder < 0)
        return false;
    const int file = ::openat(folder, "bottom.txt", O_WRONLY | O_CREAT | O_EXCL, 0644);
    const bool written = file >= 0 && ::write(file, "deep\n", 5) == 5;
    if (file >= 0)
        ::close(file);
    ::close(folder);
    return written;
}

} // namespace

TEST(RunFootprint, ARamDiskWithTooFewInodesForTheDataSetIsRefusedBeforeAnythingIsWritten)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder source;
    // Room for the bytes, not for 1,024 files.
    test::ScopedMount ramDisk({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=64m,nr_inodes=300"), QStringLiteral("cm-test-inodes")});
    ASSERT_TRUE(ramDisk.isMounted()) << ramDisk.error().toStdString();
    test::TempFolder results;
    const Result result = runProgram(
        smallFilesRun(source.path(), ramDisk.path(), results.filePath(QStringLiteral("s.json")), QStringLiteral("4M")));
    expectRefusedForInodes(result, ramDisk.path());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(ramDisk.path()), 0);
    EXPECT_FALSE(QFile::exists(results.filePath(QStringLiteral("s.json"))));
}

TEST(RunFootprint, ADriveWithTooFewInodesForTheDataSetsIsRefusedBeforeAnythingIsWritten)
{
    CM_SKIP_WITHOUT_MOUNTS();
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        GTEST_SKIP() << "no loop devices here";
    test::TempFolder area;
    const QString image = area.filePath(QStringLiteral("few-inodes.ext4"));
    // About 300 inodes on 40 MiB: room for the bytes of 8 MiB of small files, not for their 2,048 files.
    ASSERT_EQ(test::runTool(QStringLiteral("mkfs.ext4"),
                            {QStringLiteral("-q"), QStringLiteral("-N"), QStringLiteral("300"), image,
                             QStringLiteral("40M")}),
              QString());
    test::ScopedMount drive({QStringLiteral("-o"), QStringLiteral("loop"), image});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const Result result = runProgram(
        smallFilesRun(drive.path(), target.path(), results.filePath(QStringLiteral("s.json")), QStringLiteral("8M")));
    expectRefusedForInodes(result, drive.path());
    EXPECT_EQ(test::countEntries(drive.path()), 1); // lost+found, nothing of the run
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(RunFootprint, AFolderDeeperThanTheLongestPathIsRefusedInOneShortLine)
{
    test::TempFolder area;
    const QString deep = area.filePath(QStringLiteral("deep"));
    ASSERT_TRUE(QDir().mkdir(deep));
    // QDir cannot remove what it cannot name; rm works down through descriptors.
    const auto removeDeep = qScopeGuard([&] { test::runTool(QStringLiteral("rm"), {QStringLiteral("-rf"), deep}); });
    ASSERT_TRUE(makeDeepTree(deep));
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--datasets"), QStringLiteral("folder:") + deep, QStringLiteral("--reps"), QStringLiteral("1"),
         QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--cache"), QStringLiteral("evict"),
         QStringLiteral("--out"), results.filePath(QStringLiteral("s.json")), QStringLiteral("--quiet")});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("path"))) << result.err.toStdString();
    EXPECT_LT(result.err.size(), 400) << "the path is shortened in the message";
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}
