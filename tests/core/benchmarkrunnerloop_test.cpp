// SPDX-License-Identifier: GPL-3.0-or-later
// Runs on loop btrfs images: both variants measured, what compression saves
// on the disk and on the device, and nothing left behind, cancelled or not.
#include "bench/benchmarkrunner.h"
#include "benchmarkruns.h"
#include "compression/loopimage.h"
#include "copygate.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "util/units.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace cm;
using namespace cm::test; // the runs both files make (benchmarkruns.h)

TEST(BenchmarkRunner, MeasuresBothVariantsOnALoopBtrfsImage)
{
    if (std::string whyNot; !loopBtrfsAvailable(&whyNot))
        GTEST_SKIP() << "skipped: " << whyNot;
    test::TempFolder source;
    test::RamFolder target;
    Plan plan = smallPlan(source.path(), target.path(), 8 * MiB, 2);
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("zstd")};
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    EXPECT_EQ(drive.compression.method, CompressionMethod::LoopBtrfs);
    EXPECT_EQ(drive.compression.algorithm, QStringLiteral("zstd"));
    ASSERT_TRUE(drive.loopImage.has_value());
    EXPECT_EQ(drive.loopImage->volume.filesystem, QStringLiteral("btrfs"));
    EXPECT_TRUE(drive.loopImage->directIo);
    EXPECT_TRUE(drive.loopImage->volume.mountOptions.contains(QStringLiteral("compress=zstd")));

    const DataSetRecord &dataSet = drive.dataSets.first();
    const qint64 logical = dataSet.manifest.bytes;
    ASSERT_TRUE(dataSet.plain.onDiskBytes && dataSet.compressed && dataSet.compressed->onDiskBytes);
    EXPECT_GT(*dataSet.plain.onDiskBytes, logical * 95 / 100);
    EXPECT_LT(*dataSet.compressed->onDiskBytes, logical * 60 / 100);
    EXPECT_EQ(dataSet.compressed->onDiskMethod, QStringLiteral("btrfs-extents"));

    const ResultRecord *plain = findResult(drive, Variant::Plain);
    const ResultRecord *compressed = findResult(drive, Variant::Compressed);
    ASSERT_TRUE(plain && compressed);
    ASSERT_EQ(plain->runs.size(), 2);
    ASSERT_EQ(compressed->runs.size(), 2);
    for (const RunRecord &run : compressed->runs) {
        EXPECT_TRUE(run.cold);
        ASSERT_TRUE(run.deviceBytesRead.has_value());
        EXPECT_LT(*run.deviceBytesRead, run.bytes * 60 / 100) << "the device read what compression saved";
    }
    for (const RunRecord &run : plain->runs) {
        ASSERT_TRUE(run.deviceBytesRead.has_value());
        EXPECT_GT(*run.deviceBytesRead, run.bytes * 95 / 100);
    }
    EXPECT_TRUE(test::mountsBelow(source.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(source.path()).isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(BenchmarkRunner, CancelDuringALoopImageRunUnmountsDetachesAndDeletesTheImage)
{
    if (std::string whyNot; !loopBtrfsAvailable(&whyNot))
        GTEST_SKIP() << "skipped: " << whyNot;
    test::TempFolder source;
    test::RamFolder target;
    Plan plan = smallPlan(source.path(), target.path(), 8 * MiB, 20);
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QString()};
    const RunOutcome outcome = runToEnd(plan, true);
    EXPECT_TRUE(outcome.cancelled);
    EXPECT_FALSE(outcome.session.drives.first().results.isEmpty());
    EXPECT_TRUE(test::mountsBelow(source.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(source.path()).isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

// An image the run cannot unmount (a file on it held open) keeps its
// workspace with the marker, so that `compressmark clean` can find it later,
// instead of a workspace removed around a mounted image.
TEST(BenchmarkRunner, AnImageThatCannotBeReleasedKeepsItsMarkedWorkspace)
{
    if (std::string whyNot; !loopBtrfsAvailable(&whyNot))
        GTEST_SKIP() << "skipped: " << whyNot;
    test::TempFolder source;
    test::RamFolder target;
    const test::CopyGate gate;
    Plan plan = smallPlan(source.path(), target.path(), 2 * MiB, 1);
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QString()};
    plan.copier = gate.copier();
    QFile held;
    // On every path, an assertion failed included: nothing stays mounted or attached.
    const auto release = qScopeGuard([&] {
        held.close();
        for (const QString &mount : test::mountsBelow(source.path()))
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mount});
        for (const QString &loop : test::loopDevicesBackedBelow(source.path()))
            QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
    });
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(settled(plan), Privileges::ofThisProcess(), Session());
    // The run waits in its first copy while a file on the image is opened.
    ASSERT_TRUE(gate.waitUntilHeld(runner));
    const QStringList mounts = test::mountsBelow(source.path());
    ASSERT_EQ(mounts.size(), 1);
    held.setFileName(mounts.first() + QStringLiteral("/held-open"));
    ASSERT_TRUE(held.open(QIODevice::WriteOnly));
    gate.open();
    const RunOutcome outcome = waitForOutcome(runner, finished);
    EXPECT_FALSE(outcome.status);
    EXPECT_TRUE(outcome.status.message().contains(QStringLiteral("compressmark clean")))
        << outcome.status.message().toStdString();
    const QStringList workspaces = QDir(source.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    ASSERT_EQ(workspaces.size(), 1);
    const QString workspace = source.filePath(workspaces.first());
    EXPECT_TRUE(Workspace::hasMarker(workspace));

    // Let go and release it the way clean does for a run that has ended.
    held.close();
    const QString mountPoint = test::mountsBelow(source.path()).value(0);
    ASSERT_FALSE(mountPoint.isEmpty());
    LoopImage image;
    const Status adopted = LoopImage::adopt(workspace, &image);
    ASSERT_TRUE(adopted) << adopted.message().toStdString();
    EXPECT_TRUE(image.isMounted());
    EXPECT_TRUE(image.remove());
    EXPECT_TRUE(Workspace::removeMarkedFolder(workspace));
    EXPECT_TRUE(test::mountsBelow(source.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(source.path()).isEmpty());
}

TEST(BenchmarkRunner, WritingIntoACompressedLoopBtrfsFolderStoresLess)
{
    if (std::string whyNot; !loopBtrfsAvailable(&whyNot))
        GTEST_SKIP() << "skipped: " << whyNot;
    test::TempFolder source;
    test::RamFolder target;
    Plan plan = smallPlan(source.path(), target.path(), 8 * MiB, 1);
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("zstd")};
    plan.operations = {Operation::Write, Operation::Copy};
    const RunOutcome outcome = runToEnd(plan);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();
    const DriveRecord &drive = outcome.session.drives.first();
    for (const QString &operation : {QStringLiteral("write"), QStringLiteral("copy")}) {
        const ResultRecord *plain = drive.findResult(QStringLiteral("books"), Variant::Plain, operation);
        const ResultRecord *compressed = drive.findResult(QStringLiteral("books"), Variant::Compressed, operation);
        ASSERT_TRUE(plain && compressed) << operation.toStdString();
        const RunRecord &plainRun = plain->runs.first();
        const RunRecord &compressedRun = compressed->runs.first();
        ASSERT_TRUE(plainRun.onDiskBytes && compressedRun.onDiskBytes);
        EXPECT_GT(*plainRun.onDiskBytes, plainRun.bytes * 95 / 100) << operation.toStdString();
        EXPECT_LT(*compressedRun.onDiskBytes, compressedRun.bytes * 60 / 100) << operation.toStdString();
    }
    EXPECT_TRUE(test::loopDevicesBackedBelow(source.path()).isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
}
