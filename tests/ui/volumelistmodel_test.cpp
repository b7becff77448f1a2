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
