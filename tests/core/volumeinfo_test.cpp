#include "tempfolders.h"
#include "volume/volumeinfo.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(VolumeInfo, ATmpfsFolderIsRamBacked)
{
    test::RamFolder ram;
    ASSERT_TRUE(ram.isValid()) << "/dev/shm is needed for this test";
    EXPECT_TRUE(isRamBacked(ram.path()));
    const VolumeInfo volume = probeVolume(ram.path());
    EXPECT_TRUE(volume.ramBacked);
    EXPECT_EQ(volume.filesystem, QStringLiteral("tmpfs"));
    EXPECT_GT(volume.freeBytes, 0);
}

TEST(VolumeInfo, AFolderOnTheRootFilesystemIsNotRamBacked)
{
    if (isRamBacked(QStringLiteral("/")))
        GTEST_SKIP() << "the root filesystem of this machine is itself a RAM disk";
    test::TempFolder disk;
    ASSERT_TRUE(disk.isValid());
    if (isRamBacked(disk.path()))
        GTEST_SKIP() << "the build tree is on a RAM disk: " << disk.path().toStdString();
    EXPECT_FALSE(isRamBacked(disk.path()));
    EXPECT_FALSE(probeVolume(disk.path()).ramBacked);
}

TEST(VolumeInfo, ProbeNamesTheMountAndSizes)
{
    const VolumeInfo root = probeVolume(QStringLiteral("/"));
    EXPECT_EQ(root.mountPoint, QStringLiteral("/"));
    EXPECT_FALSE(root.filesystem.isEmpty());
    EXPECT_GT(root.totalBytes, 0);
    EXPECT_LE(root.freeBytes, root.totalBytes);
}

TEST(VolumeInfo, SameVolumeComparesFilesystemsNotPaths)
{
    test::RamFolder ram;
    test::TempFolder disk;
    EXPECT_TRUE(onSameVolume(disk.path(), disk.filePath(QStringLiteral("."))));
    EXPECT_FALSE(onSameVolume(ram.path(), disk.path()));
    EXPECT_FALSE(onSameVolume(QStringLiteral("/no/such/path"), disk.path()));
}

TEST(VolumeInfo, ListsDevShmAmongRamDisks)
{
    const QList<VolumeInfo> volumes = ramBackedVolumes();
    ASSERT_FALSE(volumes.isEmpty());
    EXPECT_EQ(volumes.first().mountPoint, QStringLiteral("/dev/shm"));
    for (const VolumeInfo &volume : volumes)
        EXPECT_TRUE(volume.ramBacked) << volume.mountPoint.toStdString();
}
