// SPDX-License-Identifier: GPL-3.0-or-later
#include "tempfolders.h"
#include "volume/volumeinfo.h"

#include <QDir>

#include <gtest/gtest.h>

using namespace cm;

TEST(VolumeInfo, ATmpfsFolderIsRamBacked)
{
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    EXPECT_TRUE(isRamBacked(ram.path()));
    const VolumeInfo volume = probeVolume(ram.path());
    EXPECT_TRUE(volume.ramBacked);
#ifndef Q_OS_WIN
    EXPECT_EQ(volume.filesystem, QStringLiteral("tmpfs")); // Windows' RAM disks are formatted as the user likes
#endif
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
    // "/" on Linux, the current drive's root ("C:\") on Windows.
    const VolumeInfo root = probeVolume(QDir::rootPath());
    EXPECT_EQ(root.mountPoint, QDir::toNativeSeparators(QDir::rootPath()));
    EXPECT_FALSE(root.filesystem.isEmpty());
    EXPECT_GT(root.totalBytes, 0);
    EXPECT_LE(root.freeBytes, root.totalBytes);
}

TEST(VolumeInfo, SameVolumeComparesFilesystemsNotPaths)
{
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    test::TempFolder disk;
    EXPECT_TRUE(onSameVolume(disk.path(), disk.filePath(QStringLiteral("."))));
    EXPECT_FALSE(onSameVolume(ram.path(), disk.path()));
    EXPECT_FALSE(onSameVolume(QStringLiteral("/no/such/path"), disk.path()));
}

TEST(VolumeInfo, ListsDevShmAmongRamDisks)
{
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    const QList<VolumeInfo> volumes = ramBackedVolumes();
    ASSERT_FALSE(volumes.isEmpty());
#ifdef Q_OS_WIN
    EXPECT_EQ(volumes.first().mountPoint, probeVolume(ram.path()).mountPoint);
#else
    EXPECT_EQ(volumes.first().mountPoint, QStringLiteral("/dev/shm"));
#endif
    for (const VolumeInfo &volume : volumes)
        EXPECT_TRUE(volume.ramBacked) << volume.mountPoint.toStdString();
}
