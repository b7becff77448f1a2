// SPDX-License-Identifier: GPL-3.0-or-later
// Real compression on real filesystems: btrfs and NTFS images made in the
// test, attached to loop devices and mounted. Needs root, loop devices,
// btrfs-progs and ntfs-3g; skips saying which is missing.
#include "cache/pagecache.h"
#include "compression/btrfscompression_linux.h"
#include "compression/loopimagemaker.h"
#include "compression/ntfs3gcompression_linux.h"
#include "compression/ondisksize.h"
#include "device/devicecounters.h"
#include "filecontents.h"
#include "fs/filewriter_linux.h"
#include "tempfolders.h"
#include "util/random.h"
#include "volume/volumeinfo.h"

#include <QDir>
#include <QFile>

#include <string>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

using namespace cm;

namespace {

constexpr qint64 FileBytes = 8 * 1024 * 1024;
constexpr qint64 ImageBytes = 512 * 1024 * 1024;

// Prose-like text: compresses about 3:1, like the books data set.
QByteArray compressibleText(qint64 bytes)
{
    static const char *const words[] = {"drive", "compression", "the", "of",  "speed", "файл", "диск", "read",
                                        "a",     "benchmark",   "and", "RAM", "в",     "cold", "data", "is"};
    Random random(7);
    QByteArray text;
    text.reserve(bytes + 16);
    while (text.size() < bytes) {
        text += words[random.between(0, 15) % 16];
        text += random.between(0, 11) == 0 ? ". " : " ";
    }
    text.truncate(bytes);
    return text;
}

qint64 onDisk(const QString &folder, const VolumeInfo &volume)
{
    qint64 bytes = -1;
    const Status status
        = OnDiskSize::measureTree(folder, OnDiskSize::methodFor(volume, Privileges::ofThisProcess()), &bytes);
    EXPECT_TRUE(status) << status.message().toStdString();
    return bytes;
}

// The three folders of a variant test: plain, compressed text, compressed random.
struct Folders
{
    QString plain, compressedText, compressedRandom;
};

Folders writeVariants(const QString &root, const CompressionBackend &backend, const QString &algorithm)
{
    Folders folders{root + QStringLiteral("/plain"), root + QStringLiteral("/compressed-text"),
                    root + QStringLiteral("/compressed-random")};
    for (const QString &folder : {folders.plain, folders.compressedText, folders.compressedRandom})
        EXPECT_TRUE(QDir().mkdir(folder)) << folder.toStdString();
    EXPECT_TRUE(backend.disableForFolder(folders.plain));
    for (const QString &folder : {folders.compressedText, folders.compressedRandom}) {
        const Status status = backend.enableForFolder(folder, algorithm);
        EXPECT_TRUE(status) << status.message().toStdString();
    }
    const QByteArray text = compressibleText(FileBytes);
    EXPECT_TRUE(writeNewFile(QFile::encodeName(folders.plain + QStringLiteral("/text.txt")), text));
    EXPECT_TRUE(writeNewFile(QFile::encodeName(folders.compressedText + QStringLiteral("/text.txt")), text));
    EXPECT_TRUE(writeNewFile(QFile::encodeName(folders.compressedRandom + QStringLiteral("/random.bin")),
                             test::randomBytes(FileBytes, 11)));
    qint64 used = 0;
    EXPECT_TRUE(OnDiskSize::usedBytesAfterSync(root, &used));
    return folders;
}

void expectCompressionAsMeasured(const Folders &folders, const VolumeInfo &volume)
{
    EXPECT_LT(onDisk(folders.compressedText, volume), FileBytes * 60 / 100);
    EXPECT_GT(onDisk(folders.compressedRandom, volume), FileBytes * 95 / 100);
    EXPECT_GT(onDisk(folders.plain, volume), FileBytes * 95 / 100);
}

class LoopCompression : public ::testing::TestWithParam<QString>
{
protected:
    void mountImage(LoopImageSpec spec)
    {
        QString whyNot;
        if (!canMakeLoopImage(spec.filesystem, Privileges::ofThisProcess(), &whyNot))
            GTEST_SKIP() << "skipped: " << whyNot.toStdString();
        ASSERT_TRUE(m_folder.isValid());
        spec.bytes = ImageBytes;
        const Status status = LoopImage::create(m_folder.path(), spec, Privileges::ofThisProcess(), &m_image);
        ASSERT_TRUE(status) << status.message().toStdString();
    }

    test::TempFolder m_folder;
    LoopImage m_image; // declared last: unmounted before the folder goes
};

} // namespace

// compress=zstd on the mount, or only the folder property: both compress.
TEST_P(LoopCompression, BtrfsStoresTextSmallAndRandomDataFull)
{
    mountImage({LoopImageSpec::Filesystem::Btrfs, GetParam(), 0});
    if (IsSkipped())
        return;
    EXPECT_TRUE(m_image.directIo()) << "the loop device did not take direct I/O";
    const VolumeInfo volume = probeVolume(m_image.mountPoint());
    EXPECT_EQ(volume.filesystem, QStringLiteral("btrfs"));
    EXPECT_EQ(volume.loopBackingFile, m_image.imagePath());
    BtrfsCompression backend;
    ASSERT_TRUE(backend.support(volume).supported);
    expectCompressionAsMeasured(writeVariants(m_image.mountPoint(), backend, QStringLiteral("zstd")), volume);
}

INSTANTIATE_TEST_SUITE_P(MountedWithAndWithoutCompressOption, LoopCompression,
                         ::testing::Values(QStringLiteral("zstd"), QString()), [](const auto &instance) {
                             return instance.param.isEmpty() ? std::string("NoMountOption")
                                                             : "Compress" + instance.param.toStdString();
                         });

TEST_F(LoopCompression, BtrfsColdReadOfCompressedTextReadsFewerDeviceBytes)
{
    mountImage({LoopImageSpec::Filesystem::Btrfs, QStringLiteral("zstd"), 0});
    if (IsSkipped())
        return;
    BtrfsCompression backend;
    const Folders folders = writeVariants(m_image.mountPoint(), backend, QStringLiteral("zstd"));
    const QByteArray root = QFile::encodeName(folders.compressedText);
    ASSERT_TRUE(PageCache::evictTree(root));
    PageCache::Residency residency;
    ASSERT_TRUE(PageCache::residency(root, &residency));
    EXPECT_EQ(residency.residentPages, 0);

    const DeviceCounters device(folders.compressedText);
    ASSERT_TRUE(device.isAvailable()) << device.unavailableReason().toStdString();
    EXPECT_EQ(QStringLiteral("/dev/") + device.deviceName(), m_image.loopDevice());
    DeviceCounters::Sample before, after;
    ASSERT_TRUE(device.read(&before));
    QFile file(folders.compressedText + QStringLiteral("/text.txt"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll().size(), FileBytes);
    ASSERT_TRUE(device.read(&after));
    const qint64 deviceBytes = after.bytesRead - before.bytesRead;
    EXPECT_GT(deviceBytes, 0);
    EXPECT_LT(deviceBytes, FileBytes * 60 / 100);
}

TEST_F(LoopCompression, NtfsThroughNtfs3gStoresTextSmallAndRandomDataFull)
{
    mountImage({LoopImageSpec::Filesystem::Ntfs, QString(), 0});
    if (IsSkipped())
        return;
    const VolumeInfo volume = probeVolume(m_image.mountPoint());
    Ntfs3gCompression backend;
    const CompressionSupport support = backend.support(volume);
    ASSERT_TRUE(support.supported) << support.reason.toStdString();
    EXPECT_EQ(OnDiskSize::methodFor(volume, Privileges::ofThisProcess()), OnDiskSize::Method::AllocatedBlocks);
    expectCompressionAsMeasured(writeVariants(m_image.mountPoint(), backend, QString()), volume);
}

TEST_F(LoopCompression, RemovingTheImageUnmountsDetachesAndDeletes)
{
    mountImage({LoopImageSpec::Filesystem::Btrfs, QString(), 0});
    if (IsSkipped())
        return;
    const QString loopDevice = m_image.loopDevice();
    const QString image = m_image.imagePath();
    ASSERT_TRUE(m_image.remove());
    EXPECT_FALSE(QFile::exists(image));
    EXPECT_EQ(test::countEntries(m_folder.path()), 0);
    QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loopDevice.mid(5)));
    EXPECT_FALSE(backing.open(QIODevice::ReadOnly) && backing.readAll().trimmed() == QFile::encodeName(image));
}

// A level is the image's mount option, and what it writes is compressed.
TEST_F(LoopCompression, ALevelIsMountedAndCompresses)
{
    mountImage({LoopImageSpec::Filesystem::Btrfs, QStringLiteral("zstd:9"), 0});
    if (IsSkipped())
        return;
    const VolumeInfo volume = probeVolume(m_image.mountPoint());
    EXPECT_TRUE(volume.mountOptions.split(QLatin1Char(',')).contains(QStringLiteral("compress=zstd:9")))
        << volume.mountOptions.toStdString();
    BtrfsCompression backend;
    expectCompressionAsMeasured(writeVariants(m_image.mountPoint(), backend, QStringLiteral("zstd")), volume);
}
