// SPDX-License-Identifier: GPL-3.0-or-later
// The drive list of the Setup page, on this machine's real mounts.
#include "setup/volumelistmodel.h"

#include <QAbstractItemModelTester>
#include <QDir>

#include <gtest/gtest.h>

using namespace cm;

TEST(VolumeListModel, ListsTheDriveHoldingTheRootAndPassesTheModelTester)
{
    VolumeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QList<SourceVolume> volumes = probeSourceVolumes();
    model.setVolumes(volumes);
    ASSERT_EQ(model.rowCount(), volumes.size());
    for (const SourceVolume &source : volumes) {
        EXPECT_FALSE(source.volume.ramBacked) << source.volume.mountPoint.toStdString();
        EXPECT_FALSE(source.volume.readOnly) << source.volume.mountPoint.toStdString();
    }
    const int root = model.rowOf(QStringLiteral("/"));
    if (root < 0)
        GTEST_SKIP() << "skipped: the root filesystem is not on a writable block device here";
    EXPECT_EQ(model.index(root, VolumeListModel::MountPoint).data().toString(), QStringLiteral("/"));
    EXPECT_FALSE(model.index(root, VolumeListModel::Filesystem).data().toString().isEmpty());
    EXPECT_FALSE(model.index(root, VolumeListModel::Compression).data().toString().isEmpty());
    model.setVolumes({});
    EXPECT_EQ(model.rowCount(), 0);
}

// A drive without transparent compression is told how to measure it in the
// window's words, not with the command line's options.
TEST(VolumeListModel, ADriveWithoutCompressionPointsToTheWindowsImageChoice)
{
    VolumeListModel model;
    SourceVolume ext4;
    ext4.volume.mountPoint = QStringLiteral("/data");
    ext4.volume.filesystem = QStringLiteral("ext4");
    ext4.compression.reason = QStringLiteral("ext4 has no transparent compression (--compression loop-btrfs)");
    model.setVolumes({ext4});
    const QString tip = model.index(0, VolumeListModel::Compression).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.startsWith(QStringLiteral("ext4 has no transparent compression"))) << tip.toStdString();
    EXPECT_FALSE(tip.contains(QStringLiteral("--"))) << tip.toStdString();
}

// A drive without compression of its own, where an image file can be made
// on it, says so in the table, as the status line does when it picks one:
// "no" beside "a btrfs image will be used" read as a contradiction.
TEST(VolumeListModel, ADriveWithoutCompressionNamesTheImagesThatCanBeMade)
{
    VolumeListModel model;
    SourceVolume ext4;
    ext4.volume.mountPoint = QStringLiteral("/data");
    ext4.volume.filesystem = QStringLiteral("ext4");
    model.setVolumes({ext4}, {QStringLiteral("btrfs")});
    EXPECT_EQ(model.index(0, VolumeListModel::Compression).data().toString(), QStringLiteral("in an image: btrfs"));
    model.setVolumes({ext4});
    EXPECT_EQ(model.index(0, VolumeListModel::Compression).data().toString(), QStringLiteral("no"));
}
