// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary's probe command, on Linux and, under
// wine, on Windows. The Linux-only cases (RAM disks, the kernel's folders)
// are in runcommand_test.cpp.
#include "programrun.h"
#include "tempfolders.h"
#include "underwine.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStorageInfo>

#include <gtest/gtest.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

TEST(ProbeCommand, DescribesTheVolumeOfAFolderAsJson)
{
    test::TempFolder folder;
    const Result result = runProgram({QStringLiteral("probe"), folder.path()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject volume = QJsonDocument::fromJson(result.out.toUtf8()).object();
    // The volume's root holds the folder: "/" or a mount point, "C:\".
    const QString root = QDir::fromNativeSeparators(volume[QStringLiteral("mountPoint")].toString());
    ASSERT_FALSE(root.isEmpty()) << result.out.toStdString();
    EXPECT_TRUE(QDir(folder.path()).absolutePath().startsWith(root, Qt::CaseInsensitive))
        << root.toStdString() << " does not hold " << folder.path().toStdString();
    EXPECT_FALSE(volume[QStringLiteral("filesystem")].toString().isEmpty()) << result.out.toStdString();
    const double total = volume[QStringLiteral("totalBytes")].toDouble();
    EXPECT_GT(total, 0.0);
    EXPECT_LE(volume[QStringLiteral("freeBytes")].toDouble(), total);
    EXPECT_FALSE(volume[QStringLiteral("ramBacked")].toBool());
    const QJsonObject compression = volume[QStringLiteral("compression")].toObject();
    ASSERT_TRUE(compression[QStringLiteral("supported")].isBool()) << result.out.toStdString();
    if (!compression[QStringLiteral("supported")].toBool()) {
        EXPECT_FALSE(compression[QStringLiteral("reason")].toString().isEmpty());
    }
    EXPECT_TRUE(volume[QStringLiteral("privilegedHelper")].isObject());
}

// Under wine, NTFS volumes report no compression and have no overlay
// filter: probe offers neither, and says why in words true there (the
// clusters are 4 KiB, so they are not blamed), as a run would refuse them.
TEST(ProbeCommand, OffersNoCompressionAVolumeDoesNotHave)
{
    if (!test::runsUnderWine())
        GTEST_SKIP() << "needs wine's NTFS volumes, which offer neither NTFS compression nor WOF";
    test::TempFolder folder;
    const Result result = runProgram({QStringLiteral("probe"), folder.path()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject compression
        = QJsonDocument::fromJson(result.out.toUtf8()).object()[QStringLiteral("compression")].toObject();
    EXPECT_FALSE(compression[QStringLiteral("supported")].toBool()) << result.out.toStdString();
    EXPECT_TRUE(compression[QStringLiteral("reason")].toString().contains(QStringLiteral("does not offer compression")))
        << result.out.toStdString();
    EXPECT_FALSE(compression[QStringLiteral("reason")].toString().contains(QStringLiteral("allocation unit")));
    const QJsonObject wof = compression[QStringLiteral("wof")].toObject();
    EXPECT_FALSE(wof[QStringLiteral("supported")].toBool()) << result.out.toStdString();
    EXPECT_TRUE(wof[QStringLiteral("reason")].toString().contains(QStringLiteral("is not attached")))
        << result.out.toStdString();
}

TEST(ProbeCommand, ListsOnlyWritableRamDisksAsTargets)
{
    const Result result = runProgram({QStringLiteral("probe"), QStringLiteral("--targets")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonDocument targets = QJsonDocument::fromJson(result.out.toUtf8());
    ASSERT_TRUE(targets.isArray()) << result.out.toStdString();
    QStringList listed;
    for (const QJsonValue &target : targets.array()) {
        EXPECT_TRUE(target[QStringLiteral("ramBacked")].toBool());
        EXPECT_FALSE(target[QStringLiteral("readOnly")].toBool());
        listed << target[QStringLiteral("mountPoint")].toString();
    }
    // The RAM disk there is (/dev/shm; under wine the tests' stand-in) is among them.
    const test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    const QString ramRoot = QDir::toNativeSeparators(QStorageInfo(ram.path()).rootPath());
    EXPECT_TRUE(listed.contains(ramRoot)) << ramRoot.toStdString() << " not in " << result.out.toStdString();
}

TEST(ProbeCommand, AMissingPathIsBadUsage)
{
    Result result = runProgram({QStringLiteral("probe"), QStringLiteral("/no/such/path")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    result = runProgram({QStringLiteral("probe")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
}
