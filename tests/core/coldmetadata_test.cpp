// SPDX-License-Identifier: GPL-3.0-or-later
// A tree of small files is cold in its metadata too: after the caches are
// dropped, reading a freshly written tree takes as many bytes from the
// drive as after a remount, on a real ext4 and a real btrfs image.
// drop_caches alone leaves ext4's inodes whose access times the first read
// updated (held by the journal), about 250 bytes a file; PageCache flushes
// the buffers of the mounted devices for them.
#include "cache/pagecache.h"
#include "device/devicecounters.h"
#include "scopedmount.h"
#include "tempfolders.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <ostream>
#include <string>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace cm;

namespace {

constexpr int Folders = 20;
constexpr int FilesPerFolder = 200; // 4,000 files of 1,000 bytes

void writeTree(const QString &root)
{
    const QByteArray contents(1000, 'x');
    for (int f = 0; f < Folders; ++f) {
        const QString folder = root + QStringLiteral("/d%1").arg(f);
        ASSERT_TRUE(QDir().mkpath(folder));
        for (int i = 0; i < FilesPerFolder; ++i) {
            QFile file(folder + QStringLiteral("/f%1").arg(i));
            ASSERT_TRUE(file.open(QIODevice::WriteOnly));
            ASSERT_EQ(file.write(contents), contents.size());
        }
    }
    ::sync();
}

// The bytes the drive read while every file of the tree was read whole.
qint64 deviceBytesToReadTree(const QString &root)
{
    const DeviceCounters counters(root);
    EXPECT_TRUE(counters.isAvailable()) << counters.unavailableReason().toStdString();
    DeviceCounters::Sample before;
    DeviceCounters::Sample after;
    EXPECT_TRUE(counters.read(&before));
    int files = 0;
    for (QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories); it.hasNext(); ++files) {
        QFile file(it.next());
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        file.readAll();
    }
    EXPECT_EQ(files, Folders * FilesPerFolder);
    EXPECT_TRUE(counters.read(&after));
    return after.bytesRead - before.bytesRead;
}

} // namespace

// A filesystem to make the image with, and the image's size.
struct Filesystem
{
    const char *mkfs;
    const char *size;
};

void PrintTo(const Filesystem &filesystem, std::ostream *out)
{
    *out << filesystem.mkfs;
}

class ColdMetadata : public ::testing::TestWithParam<Filesystem>
{
};

TEST_P(ColdMetadata, AFreshTreeReadsAsMuchFromTheDriveAfterDroppedCachesAsAfterARemount)
{
    CM_SKIP_WITHOUT_MOUNTS();
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        GTEST_SKIP() << "no loop devices here";
    test::TempFolder area;
    const QString image = area.filePath(QStringLiteral("tree.img"));
    QFile imageFile(image);
    ASSERT_TRUE(imageFile.open(QIODevice::WriteOnly));
    ASSERT_TRUE(imageFile.resize(QByteArray(GetParam().size).toLongLong() * 1024 * 1024));
    imageFile.close();
    ASSERT_EQ(test::runTool(QString::fromLatin1(GetParam().mkfs), {QStringLiteral("-q"), image}), QString());
    qint64 afterDrop = 0;
    {
        test::ScopedMount drive({QStringLiteral("-o"), QStringLiteral("loop"), image});
        ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
        writeTree(drive.filePath(QStringLiteral("tree")));
        ASSERT_TRUE(PageCache::dropAllCachesAsRoot());
        afterDrop = deviceBytesToReadTree(drive.filePath(QStringLiteral("tree")));
    }
    test::ScopedMount remounted({QStringLiteral("-o"), QStringLiteral("loop"), image});
    ASSERT_TRUE(remounted.isMounted()) << remounted.error().toStdString();
    ASSERT_TRUE(PageCache::dropAllCachesAsRoot());
    const qint64 afterRemount = deviceBytesToReadTree(remounted.filePath(QStringLiteral("tree")));
    // btrfs keeps files this small inside its metadata, so only ext4 reads the data apart.
    EXPECT_GE(afterRemount, qint64(Folders) * FilesPerFolder * 250) << "the remount reads the tree from the drive";
    // Within 1 %: a cached inode table is 250 bytes a file, 6 % on ext4.
    EXPECT_GE(double(afterDrop), 0.99 * double(afterRemount))
        << "after the drop " << afterDrop << " bytes, after a remount " << afterRemount;
}

INSTANTIATE_TEST_SUITE_P(Ext4AndBtrfs, ColdMetadata,
                         ::testing::Values(Filesystem{"mkfs.ext4", "64"}, Filesystem{"mkfs.btrfs", "160"}),
                         [](const ::testing::TestParamInfo<Filesystem> &param) {
                             return std::string(param.param.mkfs).substr(5);
                         });
