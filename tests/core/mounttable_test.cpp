// SPDX-License-Identifier: GPL-3.0-or-later
#include "tempfolders.h"
#include "fs/mounttable.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace cm;

namespace {

// Lines as the kernel writes them: octal escapes for blanks, a bind mount
// of a subfolder (root field not "/"), a btrfs subvolume, a FUSE mount.
constexpr const char *TrickyMountInfo
    = "22 1 254:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw,errors=remount-ro\n"
      "30 22 0:25 / /dev/shm rw,nosuid,nodev shared:4 - tmpfs tmpfs rw,size=65536k\n"
      "41 22 8:17 / /media/My\\040Drive rw,relatime shared:20 - btrfs /dev/sdb1 rw,compress=zstd:3,space_cache=v2,subvolid=5,subvol=/\n"
      "42 22 8:17 /projects /srv/bind\\040target rw,relatime shared:20 - btrfs /dev/sdb1 rw,compress=zstd:3,subvolid=5,subvol=/\n"
      "43 22 0:48 / /mnt/tab\\011and\\134backslash rw,relatime - fuseblk /dev/loop3 rw,user_id=0,group_id=0,allow_other,blksize=4096\n";

QList<MountEntry> parse(const test::TempFolder &folder)
{
    const QString path = folder.filePath(QStringLiteral("mountinfo"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(TrickyMountInfo);
    file.close();
    return readMountTable(path);
}

} // namespace

TEST(MountTable, UnescapesBlanksAndBackslashesInMountPoints)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parse(folder);
    ASSERT_EQ(table.size(), 5);
    EXPECT_EQ(table[2].mountPoint, QStringLiteral("/media/My Drive"));
    EXPECT_EQ(table[3].mountPoint, QStringLiteral("/srv/bind target"));
    EXPECT_EQ(table[4].mountPoint, QStringLiteral("/mnt/tab\tand\\backslash"));
}

TEST(MountTable, KeepsSourceTypeOptionsAndDeviceNumbers)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parse(folder);
    ASSERT_EQ(table.size(), 5);
    EXPECT_EQ(table[2].source, QStringLiteral("/dev/sdb1"));
    EXPECT_EQ(table[2].filesystem, QStringLiteral("btrfs"));
    EXPECT_TRUE(table[2].options.contains(QStringLiteral("compress=zstd:3")));
    EXPECT_EQ(table[2].device, makedev(8, 17));
    EXPECT_EQ(table[4].filesystem, QStringLiteral("fuseblk"));
    EXPECT_EQ(table[4].source, QStringLiteral("/dev/loop3"));
}

TEST(MountTable, ABindMountIsItsOwnEntryOnTheSameDevice)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parse(folder);
    ASSERT_EQ(table.size(), 5);
    EXPECT_EQ(table[3].device, table[2].device);
    EXPECT_EQ(table[3].source, table[2].source);
}

TEST(MountTable, AnUnreadableTableIsEmpty)
{
    EXPECT_TRUE(readMountTable(QStringLiteral("/no/such/mountinfo")).isEmpty());
}

TEST(MountTable, FindsTheMountOfARealPath)
{
    test::TempFolder folder;
    const QList<MountEntry> table = readMountTable();
    const MountEntry *mount = mountOf(table, folder.path());
    ASSERT_NE(mount, nullptr);
    struct stat info
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(folder.path()).constData(), &info), 0);
    EXPECT_EQ(mount->device, info.st_dev);
    EXPECT_TRUE(folder.path().startsWith(mount->mountPoint));
    EXPECT_EQ(mountOf(table, QStringLiteral("/no/such/path")), nullptr);
}

TEST(MountTable, AFolderWithABlankInItsNameMountedOverIsFound)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "skipped: mounting a tmpfs needs root";
    test::TempFolder folder;
    const QString mountPoint = folder.filePath(QStringLiteral("with blank"));
    ASSERT_TRUE(QDir().mkdir(mountPoint));
    ASSERT_EQ(::mount("tmpfs", QFile::encodeName(mountPoint).constData(), "tmpfs", 0, "size=1m"), 0);
    const QList<MountEntry> table = readMountTable();
    const MountEntry *mount = mountOf(table, mountPoint);
    const QString found = mount ? mount->mountPoint : QString();
    const QString filesystem = mount ? mount->filesystem : QString();
    ::umount2(QFile::encodeName(mountPoint).constData(), 0);
    EXPECT_EQ(found, mountPoint);
    EXPECT_EQ(filesystem, QStringLiteral("tmpfs"));
}
