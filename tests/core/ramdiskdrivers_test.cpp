// SPDX-License-Identifier: GPL-3.0-or-later
// The names by which a Windows RAM disk is recognised (the drivers
// themselves are not here: a pure rule, tested on both systems).
#include "volume/ramdiskdrivers.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(RamDiskDrivers, TheDriversDevicesAndProductsAreRecognised)
{
    for (const char *name : {"\\Device\\ImDisk0", "\\Device\\IMDISK12", "PassMark OSFMount Virtual Disk",
                             "SoftPerfect RAM Disk", "Arsenal Virtual Disk"})
        EXPECT_TRUE(namesRamDiskDriver(QString::fromLatin1(name))) << name;
}

TEST(RamDiskDrivers, DrivesAndVolumesOfOtherKindsAreNot)
{
    for (const char *name : {"\\Device\\HarddiskVolume3", "Samsung SSD 980 PRO 1TB", "\\Device\\CdRom0",
                             "\\\\?\\Volume{0b1c2d3e-0000-0000-0000-100000000000}\\", ""})
        EXPECT_FALSE(namesRamDiskDriver(QString::fromLatin1(name))) << name;
}
