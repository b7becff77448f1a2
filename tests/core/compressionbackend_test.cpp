// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/btrfscompression_linux.h"
#include "compression/compressionbackend.h"
#include "compression/ntfs3gcompression_linux.h"
#include "compression/ondisksize.h"
#include "ntfsmount.h"
#include "tempfolders.h"
#include "volume/volumeinfo.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

VolumeInfo volumeOf(const QString &filesystem)
{
    VolumeInfo volume;
    volume.path = volume.mountPoint = QStringLiteral("/media/drive");
    volume.filesystem = filesystem;
    return volume;
}

} // namespace

TEST(CompressionBackend, BtrfsSaysWhyItDoesNotApplyToOtherFilesystems)
{
    const CompressionSupport support = BtrfsCompression().support(volumeOf(QStringLiteral("ext4")));
    EXPECT_FALSE(support.supported);
    EXPECT_FALSE(support.recognised);
    EXPECT_TRUE(support.reason.contains(QStringLiteral("ext4"))) << support.reason.toStdString();
}

TEST(CompressionBackend, BtrfsOffersItsAlgorithms)
{
    const CompressionSupport support = BtrfsCompression().support(volumeOf(QStringLiteral("btrfs")));
    EXPECT_TRUE(support.supported);
    EXPECT_EQ(support.method, CompressionMethod::Btrfs);
    EXPECT_EQ(support.algorithms, (QStringList{QStringLiteral("zstd"), QStringLiteral("lzo"), QStringLiteral("zlib")}));
}

TEST(CompressionBackend, AReadOnlyBtrfsVolumeIsRecognisedButUnsupported)
{
    VolumeInfo volume = volumeOf(QStringLiteral("btrfs"));
    volume.readOnly = true;
    const CompressionSupport support = compressionSupport(volume);
    EXPECT_FALSE(support.supported);
    EXPECT_TRUE(support.reason.contains(QStringLiteral("read-only"))) << support.reason.toStdString();
}

TEST(CompressionBackend, NtfsNeedsNtfs3g)
{
    const CompressionSupport kernelDriver = Ntfs3gCompression().support(volumeOf(QStringLiteral("ntfs3")));
    EXPECT_FALSE(kernelDriver.supported);
    EXPECT_TRUE(kernelDriver.recognised);
    EXPECT_TRUE(kernelDriver.reason.contains(QStringLiteral("ntfs-3g"))) << kernelDriver.reason.toStdString();
    // A FUSE mount that is not ntfs-3g has no NTFS attributes to set.
    test::TempFolder folder;
    VolumeInfo fuse = volumeOf(QStringLiteral("fuseblk"));
    fuse.mountPoint = folder.path();
    EXPECT_FALSE(Ntfs3gCompression().support(fuse).supported);
}

TEST(CompressionBackend, NoBackendTakesATmpfsAndTheReasonOffersALoopImage)
{
    test::RamFolder ram;
    const VolumeInfo volume = probeVolume(ram.path());
    EXPECT_EQ(compressionBackendFor(volume), nullptr);
    const CompressionSupport support = compressionSupport(volume);
    EXPECT_FALSE(support.supported);
    EXPECT_TRUE(support.reason.contains(QStringLiteral("tmpfs"))) << support.reason.toStdString();
    EXPECT_TRUE(support.reason.contains(QStringLiteral("loop-btrfs"))) << support.reason.toStdString();
}

TEST(CompressionBackend, EnablingOnAFolderOfAnotherFilesystemFailsWithTheFolderNamed)
{
    test::TempFolder folder;
    for (const QString &filesystem : {QStringLiteral("btrfs"), QStringLiteral("ntfs")}) {
        const Status status = filesystem == QLatin1String("btrfs")
            ? BtrfsCompression().enableForFolder(folder.path(), QStringLiteral("zstd"))
            : Ntfs3gCompression().enableForFolder(folder.path(), QString());
        EXPECT_FALSE(status) << filesystem.toStdString();
        EXPECT_TRUE(status.message().contains(folder.path())) << status.message().toStdString();
    }
}

TEST(CompressionBackend, OnDiskSizeUsesAllocatedBlocksOutsideBtrfs)
{
    for (const bool isRoot : {false, true}) {
        Privileges privileges;
        privileges.root = isRoot;
        EXPECT_EQ(OnDiskSize::methodFor(volumeOf(QStringLiteral("ext4")), privileges),
                  OnDiskSize::Method::AllocatedBlocks);
        EXPECT_EQ(OnDiskSize::methodFor(volumeOf(QStringLiteral("fuseblk")), privileges),
                  OnDiskSize::Method::AllocatedBlocks);
    }
}

TEST(CompressionBackend, OnDiskSizeOnBtrfsReadsTheExtentTreeOnlyAsRoot)
{
    Privileges privileges;
    EXPECT_EQ(OnDiskSize::methodFor(volumeOf(QStringLiteral("btrfs")), privileges), OnDiskSize::Method::FreeSpaceDelta);
    privileges.root = true;
    EXPECT_EQ(OnDiskSize::methodFor(volumeOf(QStringLiteral("btrfs")), privileges), OnDiskSize::Method::BtrfsExtents);
}

// The mount table shows ntfs-3g the same with and without compression: the
// backend asks the filesystem, in a folder of its own it removes again.
TEST(CompressionBackend, Ntfs3gWithoutCompressionIsRecognisedAndRefusedWithHowToRemount)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    const VolumeInfo volume = probeVolume(ntfs.path());
    const CompressionSupport support = compressionSupport(volume);
    EXPECT_FALSE(support.supported);
    EXPECT_TRUE(support.reason.contains(QStringLiteral("without compression"))) << support.reason.toStdString();
    EXPECT_TRUE(support.reason.contains(QStringLiteral("ntfs-3g -o compression ") + volume.device + QLatin1Char(' ')
                                        + volume.mountPoint))
        << support.reason.toStdString();
    EXPECT_EQ(compressionBackendFor(volume), nullptr);
    EXPECT_TRUE(test::ntfsProbeLeftovers(ntfs.path()).isEmpty())
        << test::ntfsProbeLeftovers(ntfs.path()).join(QLatin1Char(' ')).toStdString();
    // At run time, too, enabling would not take.
    ASSERT_TRUE(QDir(ntfs.path()).mkdir(QStringLiteral("compressed")));
    EXPECT_FALSE(Ntfs3gCompression().enableForFolder(ntfs.filePath(QStringLiteral("compressed")), QString()));
}

TEST(CompressionBackend, Ntfs3gWithCompressionIsSupportedAlsoWhenProbedThroughAFile)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::On);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    ASSERT_TRUE(QDir(ntfs.path()).mkdir(QStringLiteral("folder")));
    QFile file(ntfs.filePath(QStringLiteral("folder/file")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    for (const QString &path : {ntfs.path(), ntfs.filePath(QStringLiteral("folder")), file.fileName()}) {
        const CompressionSupport support = compressionSupport(probeVolume(path));
        EXPECT_TRUE(support.supported) << path.toStdString() << ": " << support.reason.toStdString();
        EXPECT_EQ(support.method, CompressionMethod::Ntfs);
    }
    EXPECT_TRUE(test::ntfsProbeLeftovers(ntfs.path()).isEmpty());
    EXPECT_TRUE(test::ntfsProbeLeftovers(ntfs.filePath(QStringLiteral("folder"))).isEmpty());
}
