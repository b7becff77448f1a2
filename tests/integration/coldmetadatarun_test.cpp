// SPDX-License-Identifier: GPL-3.0-or-later
// A real run of a tree of small files on a real ext4 drive: cold in its
// metadata when the caches are dropped, flagged when they are evicted.
#include "programrun.h"
#include "scopedmount.h"
#include "tempfolders.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <utility>

#include <gtest/gtest.h>

using namespace cm;
using Result = test::ProgramResult;
using test::readJson;
using test::runProgram;

namespace {

// The run's bytes and device bytes of each timed run, and its output.
struct TreeRun
{
    Result result;
    QList<std::pair<qint64, qint64>> bytesAndDeviceBytes;
    qint64 files = 0;
};

TreeRun readSmallFiles(const QString &source, const char *cacheMode)
{
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("tree.cmsession.json"));
    TreeRun run;
    run.result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source, QStringLiteral("--target"),
                      target.path(), QStringLiteral("--datasets"), QStringLiteral("small"), QStringLiteral("--size"),
                      QStringLiteral("16M"), QStringLiteral("--reps"), QStringLiteral("2"),
                      QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--cache"),
                      QLatin1String(cacheMode), QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    const QJsonObject drive = readJson(session)[QStringLiteral("drives")].toArray().first().toObject();
    for (const QJsonValue result : drive[QStringLiteral("results")].toArray()) {
        for (const QJsonValue timed : result[QStringLiteral("runs")].toArray()) {
            run.bytesAndDeviceBytes.append({qint64(timed[QStringLiteral("bytes")].toDouble()),
                                            qint64(timed[QStringLiteral("deviceBytesRead")].toDouble())});
            run.files = qint64(timed[QStringLiteral("files")].toDouble());
        }
    }
    return run;
}

} // namespace

// A tree of small files on a real ext4 drive is cold in its metadata too:
// with the caches dropped, each timed read takes the files' inodes and
// folders from the drive (about 300 bytes a file beyond the data), though
// measuring the residency just before read them into memory. Evicting
// cannot drop metadata: those runs are flagged.
TEST(RunCommand, ATreeOfSmallFilesReadsItsMetadataFromTheDriveWhenCachesAreDropped)
{
    CM_SKIP_WITHOUT_MOUNTS();
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        GTEST_SKIP() << "no loop devices here";
    test::TempFolder area;
    const QString image = area.filePath(QStringLiteral("drive.ext4"));
    ASSERT_EQ(test::runTool(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), image, QStringLiteral("160M")}),
              QString());
    test::ScopedMount drive({QStringLiteral("-o"), QStringLiteral("loop"), image});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();

    const TreeRun dropped = readSmallFiles(drive.path(), "drop");
    ASSERT_EQ(dropped.result.exitCode, 0) << dropped.result.err.toStdString();
    ASSERT_GE(dropped.files, 1000);
    ASSERT_EQ(dropped.bytesAndDeviceBytes.size(), 2);
    for (const auto &[bytes, deviceBytes] : dropped.bytesAndDeviceBytes)
        EXPECT_GE(deviceBytes - bytes, dropped.files * 200) << "the inodes and folders come from the drive";
    EXPECT_FALSE(dropped.result.out.contains(QStringLiteral("metadata came from memory")))
        << dropped.result.out.toStdString();

    const TreeRun evicted = readSmallFiles(drive.path(), "evict");
    ASSERT_EQ(evicted.result.exitCode, 0) << evicted.result.err.toStdString();
    EXPECT_TRUE(evicted.result.out.contains(QStringLiteral("small plain read: the drive read hardly more than the "
                                                           "files' data, so their metadata came from memory")))
        << evicted.result.out.toStdString();
}
