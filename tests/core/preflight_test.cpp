// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/compressionsetup.h"
#include "compression/loopimagemaker.h"
#include "ntfsmount.h"
#include "tempfolders.h"
#include "util/units.h"
#include "workflow/preflight.h"
#include "volume/volumeinfo.h"

#include <QDir>

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;

namespace {

Plan smallPlan(const QString &source, const QString &target)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.dataSets.first().bytes = 4 * MiB;
    return plan;
}

} // namespace

TEST(Preflight, AcceptsADiskSourceAndARamTarget)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const Status status = preflight(smallPlan(source.path(), target.path()), Privileges::ofThisProcess());
    EXPECT_TRUE(status) << status.message().toStdString();
}

TEST(Preflight, RefusesATargetThatIsNotARamDisk)
{
    test::TempFolder source;
    test::TempFolder other;
    if (isRamBacked(other.path()))
        GTEST_SKIP() << "the build tree is on a RAM disk";
    // A second disk folder on the same volume: refused as not RAM-backed first.
    const Status status = preflight(smallPlan(source.path(), other.path()), Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("not a RAM disk"))) << status.message().toStdString();
    // What to choose instead, in the system's terms.
#ifdef Q_OS_WIN
    EXPECT_TRUE(status.message().contains(QStringLiteral("a folder on a RAM disk (ImDisk")))
        << status.message().toStdString();
    EXPECT_FALSE(status.message().contains(QStringLiteral("/dev/shm"))) << status.message().toStdString();
#else
    EXPECT_TRUE(status.message().contains(QStringLiteral("a tmpfs folder such as /dev/shm")))
        << status.message().toStdString();
#endif
}

TEST(Preflight, RefusesTheSameVolumeEvenWhenSlowTargetsAreAllowed)
{
    test::TempFolder source;
    test::TempFolder other;
    Plan plan = smallPlan(source.path(), other.path());
    plan.allowSlowTarget = true;
    const Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("same volume"))) << status.message().toStdString();
}

TEST(Preflight, RefusesATargetInsideTheSource)
{
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    ASSERT_TRUE(QDir(ram.path()).mkdir(QStringLiteral("inner")));
    Plan plan = smallPlan(ram.path(), ram.filePath(QStringLiteral("inner")));
    const Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("same volume")));
}

TEST(Preflight, RefusesMissingFolders)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const Status status
        = preflight(smallPlan(QStringLiteral("/no/such/folder"), target.path()), Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("does not exist")));
    test::TempFolder source;
    EXPECT_FALSE(preflight(smallPlan(source.path(), target.filePath(QStringLiteral("no-such-folder"))),
                           Privileges::ofThisProcess()));
}

TEST(Preflight, RefusesWhenTheSourceHasNoRoom)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    plan.dataSets.first().bytes = probeVolume(source.path()).freeBytes + GiB;
    const Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("not enough space"))) << status.message().toStdString();
    // Sizes in binary units named as such, as the drive table gives them.
    EXPECT_TRUE(status.message().contains(QRegularExpression(QStringLiteral("[KMGT]iB needed, [\\d.]+ [KMGT]iB free"))))
        << status.message().toStdString();
}

TEST(Preflight, RefusesWhenTheTargetHasNoRoom)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    const qint64 targetFree = probeVolume(target.path()).freeBytes;
    if (probeVolume(source.path()).freeBytes < targetFree * 2)
        GTEST_SKIP() << "the source volume is smaller than the RAM disk; the source check comes first";
    plan.dataSets.first().bytes = targetFree;
    const Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(probeVolume(target.path()).mountPoint)) << status.message().toStdString();
}

TEST(Preflight, RefusesZeroRepetitions)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    plan.repetitions = 0;
    EXPECT_FALSE(preflight(plan, Privileges::ofThisProcess()));
}

TEST(Preflight, RefusesNativeCompressionTheSourceCannotDo)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const VolumeInfo volume = probeVolume(source.path());
    if (volume.filesystem == QLatin1String("btrfs"))
        GTEST_SKIP() << "the build tree is on btrfs, which compresses";
    Plan plan = smallPlan(source.path(), target.path());
    plan.compression.method = CompressionMethod::Btrfs;
    const Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
#ifdef Q_OS_WIN
    EXPECT_TRUE(status.message().contains(QStringLiteral("this system has no btrfs compression")))
        << status.message().toStdString();
#else
    EXPECT_TRUE(status.message().contains(volume.filesystem)) << status.message().toStdString();
#endif
}

TEST(Preflight, SaysWhatTheRunWillDoAboutCompression)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    plan.compression.method = CompressionMethod::None;
    CompressionSetup setup;
    setup.kind = CompressionSetup::Kind::LoopImage;
    ASSERT_TRUE(preflight(plan, Privileges::ofThisProcess(), &setup));
    EXPECT_EQ(setup.kind, CompressionSetup::Kind::None);
    EXPECT_EQ(setup.method, CompressionMethod::None);
}

#ifndef Q_OS_WIN
// devtmpfs answers statfs with tmpfs's magic; /dev, /sys and /proc are
// refused as a target even where slow targets are allowed, and as a source.
TEST(Preflight, RefusesTheKernelsFoldersAsTargetEvenWhenSlowTargetsAreAllowed)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    for (const char *folder : {"/dev", "/sys/fs/cgroup", "/proc", "/sys"}) {
        if (!QDir(QLatin1String(folder)).exists())
            continue;
        Plan plan = smallPlan(source.path(), QLatin1String(folder));
        plan.allowSlowTarget = true;
        const Status status = preflight(plan, Privileges::ofThisProcess());
        ASSERT_FALSE(status) << folder;
        EXPECT_TRUE(status.message().contains(QStringLiteral("kernel interface"))) << status.message().toStdString();
        EXPECT_TRUE(status.message().startsWith(QStringLiteral("target ") + QLatin1String(folder)))
            << status.message().toStdString();
    }
    const Status status = preflight(smallPlan(QStringLiteral("/dev"), target.path()), Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("kernel interface"))) << status.message().toStdString();
}

// ntfs-3g mounted with -o nocompression looks the same in the mount table;
// preflight asks the filesystem. --compression ntfs is refused saying how to
// remount, auto goes on as on a filesystem without compression.
TEST(Preflight, NtfsMountedWithoutCompressionIsRefusedForNtfsAndSkippedByAuto)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(ntfs.path(), target.path());
    plan.compression.method = CompressionChoice::Method::Ntfs;
    Status status = preflight(plan, Privileges::ofThisProcess());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().startsWith(QStringLiteral("--compression ntfs: "))) << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(QStringLiteral("ntfs-3g -o compression"))) << status.message().toStdString();
    EXPECT_FALSE(status.message().contains(QLatin1Char('\n')));

    plan.compression.method = CompressionChoice::Method::Auto;
    CompressionSetup setup;
    status = preflight(plan, Privileges::ofThisProcess(), &setup);
    ASSERT_TRUE(status) << status.message().toStdString();
    if (QString whyNot; canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot)) {
        EXPECT_EQ(setup.method, CompressionMethod::LoopBtrfs);
    } else {
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::None);
        EXPECT_TRUE(setup.hint.contains(QStringLiteral("ntfs-3g -o compression"))) << setup.hint.toStdString();
    }
    EXPECT_TRUE(test::ntfsProbeLeftovers(ntfs.path()).isEmpty())
        << test::ntfsProbeLeftovers(ntfs.path()).join(QLatin1Char(' ')).toStdString();
}

TEST(Preflight, NtfsMountedWithCompressionIsTakenByNtfsAndAuto)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::On);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(ntfs.path(), target.path());
    for (const auto method : {CompressionChoice::Method::Ntfs, CompressionChoice::Method::Auto}) {
        plan.compression.method = method;
        CompressionSetup setup;
        const Status status = preflight(plan, Privileges::ofThisProcess(), &setup);
        ASSERT_TRUE(status) << status.message().toStdString();
        EXPECT_EQ(setup.kind, CompressionSetup::Kind::Native);
        EXPECT_EQ(setup.method, CompressionMethod::Ntfs);
    }
    EXPECT_TRUE(test::ntfsProbeLeftovers(ntfs.path()).isEmpty())
        << test::ntfsProbeLeftovers(ntfs.path()).join(QLatin1Char(' ')).toStdString();
}
#endif
