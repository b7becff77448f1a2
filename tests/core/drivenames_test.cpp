// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/summaryrows.h"
#include "samplesession.h"
#include "volume/volumename.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

Session unlabelled(int drives)
{
    Session session = test::sampleSession(drives);
    for (DriveRecord &drive : session.drives) {
        drive.label.clear();
        drive.source.model.reset();
        drive.source.device = QStringLiteral("/dev/vda");
    }
    return session;
}

} // namespace

TEST(DriveNames, ALabelOrAModelNamesADriveAsItIs)
{
    Session session = test::sampleSession(2);
    EXPECT_EQ(distinctDriveNames(session), (QStringList{session.drives[0].label, session.drives[1].label}));
}

// Two runs of one disk are told apart by how each stored the compressed
// data, and where that is the same too, by their files, then their order.
TEST(DriveNames, RunsOfOneDiskAreToldApart)
{
    Session session = unlabelled(3);
    session.drives[0].compression = {CompressionMethod::LoopBtrfs, QStringLiteral("zstd"), {}};
    session.drives[1].compression = {CompressionMethod::LoopBtrfs, QStringLiteral("lzo"), {}};
    session.drives[2].compression = {CompressionMethod::LoopBtrfs, QStringLiteral("lzo"), {}};
    session.drives[1].origin = QStringLiteral("/home/me/monday.cmsession.json");
    session.drives[2].origin = QStringLiteral("/home/me/tuesday.cmsession.json");
    const QStringList names = distinctDriveNames(session);
    EXPECT_EQ(names[0], QStringLiteral("/dev/vda (loop-btrfs:zstd)"));
    EXPECT_EQ(names[1], QStringLiteral("/dev/vda (loop-btrfs:lzo) (monday)"));
    EXPECT_EQ(names[2], QStringLiteral("/dev/vda (loop-btrfs:lzo) (tuesday)"));
    EXPECT_EQ(QSet<QString>(names.cbegin(), names.cend()).size(), 3);

    Session same = unlabelled(2);
    same.drives[1].compression = same.drives[0].compression;
    const QStringList ordered = distinctDriveNames(same);
    EXPECT_NE(ordered[0], ordered[1]);
    // What both have alike (their compression) is left out.
    EXPECT_EQ(ordered[1], QStringLiteral("/dev/vda (#2)"));
    for (const SummaryRow &row : summaryRows(same))
        EXPECT_TRUE(ordered.contains(row.drive));
}

// A Windows volume is named by its drive letter and label, as Explorer names
// it, never by its NT device; a Linux volume by its device.
TEST(DriveNames, AWindowsVolumeIsNamedByItsDriveLetterAndLabel)
{
    VolumeInfo volume;
    volume.device = QStringLiteral("\\Device\\HarddiskVolume3");
    volume.mountPoint = QStringLiteral("D:\\");
    EXPECT_EQ(volumeName(volume), QStringLiteral("D:"));
    volume.label = QStringLiteral("Data");
    EXPECT_EQ(volumeName(volume), QStringLiteral("Data (D:)"));
    volume.mountPoint = QStringLiteral("C:\\mnt\\fast\\");
    EXPECT_EQ(volumeName(volume), QStringLiteral("Data (C:\\mnt\\fast)"));

    Session session = unlabelled(1);
    session.drives[0].source.device = QStringLiteral("\\Device\\HarddiskVolume1");
    session.drives[0].source.mountPoint = QStringLiteral("C:\\");
    EXPECT_EQ(distinctDriveNames(session), QStringList{QStringLiteral("C:")});

    VolumeInfo ofLinux;
    ofLinux.device = QStringLiteral("/dev/nvme0n1p2");
    ofLinux.mountPoint = QStringLiteral("/");
    EXPECT_EQ(volumeName(ofLinux), QStringLiteral("/dev/nvme0n1p2"));
}
