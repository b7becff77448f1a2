// SPDX-License-Identifier: GPL-3.0-or-later
#include "device/devicecounters.h"
#include "ntfsmount.h"
#include "fs/mounttable.h"

#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace cm;

namespace {

constexpr qint64 WrittenBytes = 4 * 1024 * 1024;

// The kernel's name of the device whose st_dev holds `file`, as /sys knows
// it; empty where no block device does (an image on tmpfs).
QString deviceHolding(const QString &file)
{
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(file).constData(), &info) != 0 || major(info.st_dev) == 0)
        return {};
    const QString folder = QFileInfo(QStringLiteral("/sys/dev/block/%1:%2")
                                         .arg(QString::number(major(info.st_dev)), QString::number(minor(info.st_dev))))
                               .canonicalFilePath();
    return folder.isEmpty() ? QString() : QFileInfo(folder).fileName();
}

// Writes a file onto the NTFS volume and flushes it through ntfs-3g, the
// loop device (if any) and the image file down to the drive.
void writeAndFlush(const QString &path)
{
    QByteArray data(WrittenBytes, Qt::Uninitialized);
    for (qsizetype i = 0; i < data.size(); ++i)
        data[i] = char((i * 2654435761u) >> 13); // incompressible enough; the volume does not compress anyway
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << file.errorString().toStdString();
    ASSERT_EQ(file.write(data), data.size());
    ASSERT_TRUE(file.flush());
    ASSERT_EQ(::fsync(file.handle()), 0);
    file.close();
    ::sync();
}

// What a FUSE mount of `ntfs` is counted on: the drive holding its image,
// found and named, and bytes written to the volume show there.
void expectCountedOnTheImagesDrive(const test::NtfsMount &ntfs, const QString &fallbackDevice)
{
    const DeviceCounters counters(ntfs.path());
    const QString holder = deviceHolding(ntfs.imagePath());
    if (holder.isEmpty() && fallbackDevice.isEmpty()) {
        // ntfs-3g reads the image file itself, and no block device holds it.
        EXPECT_FALSE(counters.isAvailable());
        EXPECT_TRUE(counters.unavailableReason().contains(ntfs.imagePath()))
            << counters.unavailableReason().toStdString();
        EXPECT_TRUE(counters.countedOn().isEmpty());
        return;
    }
    ASSERT_TRUE(counters.isAvailable()) << counters.unavailableReason().toStdString();
    if (holder.isEmpty()) {
        // The image is on a RAM disk: the loop device is the only device there is.
        EXPECT_EQ(counters.deviceName(), fallbackDevice);
        EXPECT_EQ(counters.countedOn(), fallbackDevice);
    } else {
        EXPECT_EQ(counters.deviceName(), holder);
        EXPECT_EQ(counters.countedOn(),
                  QStringLiteral("%1 (holds %2, the image behind the FUSE mount at %3)")
                      .arg(holder, ntfs.imagePath(), ntfs.path()));
    }
    DeviceCounters::Sample before, after;
    ASSERT_TRUE(counters.read(&before));
    writeAndFlush(ntfs.filePath(QStringLiteral("written.bin")));
    ASSERT_TRUE(counters.read(&after));
    // Other writers on the machine can only add to this.
    EXPECT_GE(after.bytesWritten - before.bytesWritten, WrittenBytes);
}

QString mountSourceOf(const QString &path)
{
    const QList<MountEntry> table = readMountTable();
    const MountEntry *mount = mountOf(table, path);
    return mount ? mount->source : QString();
}

} // namespace

TEST(DeviceCounters, Ntfs3gOnAnImageFileCountsOnTheDriveHoldingTheImage)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off, test::NtfsMount::Backing::ImageFile);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    ASSERT_EQ(mountSourceOf(ntfs.path()), ntfs.imagePath()) << "ntfs-3g serves the file itself, no loop device";
    expectCountedOnTheImagesDrive(ntfs, QString());
}

TEST(DeviceCounters, Ntfs3gOnALoopDeviceCountsOnTheDriveHoldingTheImageBehindIt)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    const QString loopDevice = mountSourceOf(ntfs.path());
    ASSERT_TRUE(loopDevice.startsWith(QStringLiteral("/dev/loop"))) << loopDevice.toStdString();
    expectCountedOnTheImagesDrive(ntfs, QFileInfo(loopDevice).fileName());
}

TEST(DeviceCounters, AKernelFilesystemIsCountedOnItsOwnDeviceWithoutAReason)
{
    test::TempFolder folder;
    const QString device = deviceHolding(folder.path());
    if (device.isEmpty())
        GTEST_SKIP() << "no block device holds the build tree's test area " << folder.path().toStdString();
    const DeviceCounters counters(folder.path());
    ASSERT_TRUE(counters.isAvailable()) << counters.unavailableReason().toStdString();
    EXPECT_EQ(counters.countedOn(), counters.deviceName());
}

TEST(DeviceCounters, ATmpfsFolderHasNoneAndSaysWhy)
{
    test::RamFolder ram;
    ASSERT_TRUE(ram.isValid()) << "/dev/shm is needed for this test";
    const DeviceCounters counters(ram.path());
    EXPECT_FALSE(counters.isAvailable());
    EXPECT_FALSE(counters.unavailableReason().isEmpty());
    EXPECT_TRUE(counters.countedOn().isEmpty());
}
