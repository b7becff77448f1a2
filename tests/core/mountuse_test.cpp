// SPDX-License-Identifier: GPL-3.0-or-later
// Which mounts are RAM disks a run may copy to: tmpfs and ramfs mounted
// read-write for data, never the kernel's own filesystems (devtmpfs says
// "tmpfs" to statfs) and nothing in /dev, /proc or /sys but /dev/shm.
#include "filecontents.h"
#include "scopedmount.h"
#include "tempfolders.h"
#include "volume/mountuse.h"
#include "workflow/preflight.h"
#include "volume/volumeinfo.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// Lines as the kernel writes them, from a machine with cgroup v1 under a
// tmpfs and a container whose /dev is a tmpfs.
constexpr const char *MountInfo
    = "22 1 254:1 / / rw,relatime shared:1 - ext4 /dev/vda1 rw\n"
      "23 22 0:5 / /dev rw,nosuid,relatime shared:2 - devtmpfs udev rw,size=4007216k,mode=755\n"
      "24 22 0:21 / /sys rw,nosuid,nodev,noexec,relatime shared:7 - sysfs sysfs rw\n"
      "25 22 0:22 / /proc rw,nosuid,nodev,noexec,relatime shared:12 - proc proc rw\n"
      "26 23 0:25 / /dev/shm rw,nosuid,nodev shared:4 - tmpfs tmpfs rw,inode64\n"
      "27 23 0:26 / /dev/pts rw,nosuid,noexec,relatime shared:3 - devpts devpts rw,gid=5,mode=620\n"
      "28 24 0:27 / /sys/fs/cgroup rw,nosuid,nodev,noexec shared:8 - tmpfs tmpfs rw,mode=755\n"
      "29 28 0:28 / /sys/fs/cgroup/memory rw,nosuid,nodev,noexec,relatime shared:9 - cgroup cgroup rw,memory\n"
      "30 28 0:29 / /sys/fs/cgroup/unified rw,nosuid,nodev,noexec,relatime shared:10 - cgroup2 cgroup2 rw\n"
      "31 23 0:30 / /dev/mqueue rw,nosuid,nodev,noexec,relatime shared:14 - mqueue mqueue rw\n"
      "32 23 0:31 / /dev/hugepages rw,relatime shared:15 - hugetlbfs hugetlbfs rw,pagesize=2M\n"
      "33 22 0:32 / /run rw,nosuid,nodev,noexec,relatime shared:5 - tmpfs tmpfs rw,size=803424k,mode=755\n"
      "34 22 0:33 / /mnt/ram rw,relatime shared:30 - ramfs ramfs rw\n"
      "35 22 0:34 / /mnt/frozen ro,relatime shared:31 - tmpfs tmpfs ro,size=65536k\n"
      "36 33 0:35 / /run/user/1000 rw,nosuid,nodev,relatime shared:32 - tmpfs tmpfs rw,size=803420k,mode=700,uid=1000\n"
      "37 25 0:36 / /proc/sys/fs/binfmt_misc rw,relatime shared:33 - binfmt_misc binfmt_misc rw\n"
      "38 22 0:37 / /container-dev rw,nosuid shared:34 - tmpfs tmpfs rw,mode=755\n"
      "39 23 0:38 / /dev rw,nosuid shared:35 - tmpfs tmpfs rw,size=65536k,mode=755\n";

QList<MountEntry> parsedTable(const test::TempFolder &folder)
{
    test::writeFile(folder.filePath(QStringLiteral("mountinfo")), MountInfo);
    return readMountTable(folder.filePath(QStringLiteral("mountinfo")));
}

MountUse useAt(const QList<MountEntry> &table, const QString &mountPoint, const QString &filesystem)
{
    for (const MountEntry &entry : table) {
        if (entry.mountPoint == mountPoint && entry.filesystem == filesystem)
            return mountUse(entry);
    }
    ADD_FAILURE() << "no " << filesystem.toStdString() << " on " << mountPoint.toStdString();
    return MountUse::Storage;
}

} // namespace

TEST(MountUse, TheKernelsFilesystemsAreNeverRamDisks)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parsedTable(folder);
    ASSERT_EQ(table.size(), 18);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev"), QStringLiteral("devtmpfs")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/sys"), QStringLiteral("sysfs")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/proc"), QStringLiteral("proc")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev/pts"), QStringLiteral("devpts")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/sys/fs/cgroup/memory"), QStringLiteral("cgroup")),
              MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/sys/fs/cgroup/unified"), QStringLiteral("cgroup2")),
              MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev/mqueue"), QStringLiteral("mqueue")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev/hugepages"), QStringLiteral("hugetlbfs")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/proc/sys/fs/binfmt_misc"), QStringLiteral("binfmt_misc")),
              MountUse::KernelInterface);
}

TEST(MountUse, ATmpfsInTheKernelsFoldersIsNotARamDisk)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parsedTable(folder);
    // cgroup v1 puts its mounts in a tmpfs; a container's /dev is a tmpfs.
    EXPECT_EQ(useAt(table, QStringLiteral("/sys/fs/cgroup"), QStringLiteral("tmpfs")), MountUse::KernelInterface);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev"), QStringLiteral("tmpfs")), MountUse::KernelInterface);
    // A folder whose name only starts like one is not in it.
    EXPECT_EQ(useAt(table, QStringLiteral("/container-dev"), QStringLiteral("tmpfs")), MountUse::RamDisk);
}

TEST(MountUse, TmpfsAndRamfsMountedReadWriteForDataAreRamDisks)
{
    test::TempFolder folder;
    const QList<MountEntry> table = parsedTable(folder);
    EXPECT_EQ(useAt(table, QStringLiteral("/dev/shm"), QStringLiteral("tmpfs")), MountUse::RamDisk);
    EXPECT_EQ(useAt(table, QStringLiteral("/run"), QStringLiteral("tmpfs")), MountUse::RamDisk);
    EXPECT_EQ(useAt(table, QStringLiteral("/run/user/1000"), QStringLiteral("tmpfs")), MountUse::RamDisk);
    EXPECT_EQ(useAt(table, QStringLiteral("/mnt/ram"), QStringLiteral("ramfs")), MountUse::RamDisk);
    EXPECT_EQ(useAt(table, QStringLiteral("/mnt/frozen"), QStringLiteral("tmpfs")), MountUse::Storage);
    EXPECT_EQ(useAt(table, QStringLiteral("/"), QStringLiteral("ext4")), MountUse::Storage);
}

// The real mount table: /dev, /sys and /proc (and every cgroup mount there
// is) are kernel interfaces, whatever statfs says; the RAM disks offered are
// only tmpfs and ramfs mounts outside them, /dev/shm first.
TEST(MountUse, TheRealKernelMountsAreNeverOfferedAsRamDisks)
{
    const QList<MountEntry> table = readMountTable();
    ASSERT_FALSE(table.isEmpty());
    int kernelMounts = 0;
    for (const MountEntry &entry : table) {
        const QString type = entry.filesystem;
        if (type == QLatin1String("devtmpfs") || type == QLatin1String("sysfs") || type == QLatin1String("proc")
            || type.startsWith(QLatin1String("cgroup"))) {
            EXPECT_EQ(mountUse(entry), MountUse::KernelInterface) << entry.mountPoint.toStdString();
            ++kernelMounts;
        }
    }
    EXPECT_GT(kernelMounts, 0) << "this machine mounts no devtmpfs, sysfs, proc or cgroup";
    for (const char *path : {"/dev", "/sys", "/proc", "/sys/fs/cgroup"}) {
        if (!QFile::exists(QLatin1String(path)))
            continue;
        EXPECT_EQ(mountUseOf(QLatin1String(path)), MountUse::KernelInterface) << path;
        EXPECT_FALSE(isRamBacked(QLatin1String(path))) << path;
        EXPECT_FALSE(probeVolume(QLatin1String(path)).ramBacked) << path;
    }
    const QList<VolumeInfo> ramDisks = ramBackedVolumes();
    for (const VolumeInfo &volume : ramDisks) {
        EXPECT_TRUE(volume.filesystem == QLatin1String("tmpfs") || volume.filesystem == QLatin1String("ramfs"))
            << volume.mountPoint.toStdString() << " is " << volume.filesystem.toStdString();
        const QString mountPoint = volume.mountPoint;
        EXPECT_FALSE(mountPoint == QLatin1String("/dev") || mountPoint.startsWith(QLatin1String("/sys"))
                     || mountPoint.startsWith(QLatin1String("/proc"))
                     || (mountPoint.startsWith(QLatin1String("/dev/")) && mountPoint != QLatin1String("/dev/shm")))
            << mountPoint.toStdString();
    }
    const QString chosen = ramDiskWithRoomFor(1024 * 1024);
    EXPECT_FALSE(chosen.isEmpty());
    EXPECT_NE(mountUseOf(chosen), MountUse::KernelInterface) << chosen.toStdString();
}

TEST(MountUse, RealTmpfsAndRamfsMountsAreRamDisksAndAReadOnlyOneIsNot)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::ScopedMount tmpfs(test::ScopedMount::tmpfs(4 * 1024 * 1024));
    test::ScopedMount ramfs({QStringLiteral("-t"), QStringLiteral("ramfs"), QStringLiteral("cmtest-ramfs")});
    test::ScopedMount frozen({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                              QStringLiteral("ro,size=1m"), QStringLiteral("cmtest-tmpfs-ro")});
    ASSERT_TRUE(tmpfs.isMounted()) << tmpfs.error().toStdString();
    ASSERT_TRUE(ramfs.isMounted()) << ramfs.error().toStdString();
    ASSERT_TRUE(frozen.isMounted()) << frozen.error().toStdString();
    EXPECT_EQ(mountUseOf(tmpfs.path()), MountUse::RamDisk);
    EXPECT_EQ(mountUseOf(ramfs.path()), MountUse::RamDisk);
    EXPECT_EQ(mountUseOf(frozen.path()), MountUse::Storage);
    EXPECT_TRUE(probeVolume(ramfs.path()).ramBacked);
    EXPECT_FALSE(probeVolume(frozen.path()).ramBacked);
    QStringList offered;
    for (const VolumeInfo &volume : ramBackedVolumes())
        offered << volume.mountPoint;
    EXPECT_TRUE(offered.contains(tmpfs.path())) << offered.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(offered.contains(ramfs.path())) << offered.join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(offered.contains(frozen.path())) << offered.join(QLatin1Char(' ')).toStdString();
}
