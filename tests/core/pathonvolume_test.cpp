// SPDX-License-Identifier: GPL-3.0-or-later
// The Setup page finds the volume of a folder as typed, before it exists:
// by its name, with Windows' separators and case.
#include "fs/pathonvolume.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(PathOnMountPoint, AFolderLiesOnItsMountPointAndNotOnANameThatMerelyStartsTheSame)
{
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("/home/user"), QStringLiteral("/")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("/media/data"), QStringLiteral("/media/data")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("/media/data/a/b"), QStringLiteral("/media/data")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("/media/data/"), QStringLiteral("/media/data")));
    EXPECT_FALSE(isPathOnMountPoint(QStringLiteral("/media/database"), QStringLiteral("/media/data")));
    EXPECT_FALSE(isPathOnMountPoint(QStringLiteral("/media"), QStringLiteral("/media/data")));
    EXPECT_FALSE(isPathOnMountPoint(QStringLiteral("/media/data"), QString()));
}

#ifdef Q_OS_WIN
TEST(PathOnMountPoint, WindowsNamesMatchWithEitherSeparatorAndInAnyCase)
{
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("C:/Users/root"), QStringLiteral("C:\\")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("c:\\users\\root"), QStringLiteral("C:\\")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("C:"), QStringLiteral("C:\\")));
    EXPECT_TRUE(isPathOnMountPoint(QStringLiteral("D:\\Mounts\\Disk\\x"), QStringLiteral("d:\\mounts\\disk\\")));
    EXPECT_FALSE(isPathOnMountPoint(QStringLiteral("D:\\Mounts\\Disk2"), QStringLiteral("D:\\Mounts\\Disk\\")));
    EXPECT_FALSE(isPathOnMountPoint(QStringLiteral("Z:/tmp"), QStringLiteral("C:\\")));
}
#endif
