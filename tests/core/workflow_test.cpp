// SPDX-License-Identifier: GPL-3.0-or-later
// The workflow layer both front ends call: how a plan is normalised and
// checked. Privileges are built by each test, so what a process that is not
// root may have is checked while running as root too.
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"
#include "workflow/preflight.h"
#include "workflow/planchecking.h"
#include "workflow/plannormalisation.h"

#include <gtest/gtest.h>

#include <type_traits>

using namespace cm;

namespace {

// Not root, compressmark-helper not installed.
Privileges userWithoutHelper()
{
    Privileges privileges;
    privileges.helperMissing = QStringLiteral("compressmark-helper is not installed");
    return privileges;
}

// Not root, compressmark-helper installed and allowed.
Privileges userWithHelper()
{
    return Privileges();
}

Privileges root()
{
    Privileges privileges;
    privileges.root = true;
    return privileges;
}

Plan smallPlan(const QString &source, const QString &target)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.dataSets.first().bytes = 4 * MiB;
    plan.compression.method = CompressionMethod::None;
    return plan;
}

} // namespace

TEST(PlanNormalisation, SmallFilesBringsTheDrivesLimitsOnce)
{
    EXPECT_EQ(withBroughtOperations({Operation::Read}), QList<Operation>{Operation::Read});
    EXPECT_EQ(withBroughtOperations({Operation::Read, Operation::SmallFiles, Operation::Write}),
              (QList<Operation>{Operation::Read, Operation::SmallFiles, Operation::RandomReadsDepth1,
                                Operation::RandomReadsDepth32, Operation::SequentialDirect, Operation::Write}));
    // Normalising twice changes nothing.
    const QList<Operation> once = withBroughtOperations({Operation::SmallFiles, Operation::Read});
    EXPECT_EQ(withBroughtOperations(once), once);
}

TEST(PlanNormalisation, AFolderDataSetIsSizedAsTheFolderOthersKeepTheirSize)
{
    test::TempFolder folder;
    test::writeFile(folder.filePath(QStringLiteral("a/one")), QByteArray(3000, 'x'));
    test::writeFile(folder.filePath(QStringLiteral("two")), QByteArray(5000, 'y'));
    DataSetSpec spec = DataSetSpec::folder(folder.path());
    EXPECT_TRUE(spec.isFolder());
    EXPECT_EQ(spec.folderPath(), folder.path());
    ASSERT_TRUE(sizeFolderDataSet(&spec));
    EXPECT_EQ(spec.bytes, 8000);

    DataSetSpec books;
    ASSERT_TRUE(sizeFolderDataSet(&books));
    EXPECT_EQ(books.bytes, DataSetSpec::DefaultBytes);
    EXPECT_EQ(DataSetSpec::DefaultBytes, 64 * MiB);
}

TEST(PlanNormalisation, AMissingFolderIsNamed)
{
    test::TempFolder parent;
    const QString missing = parent.filePath(QStringLiteral("gone"));
    Plan plan;
    plan.dataSets = {DataSetSpec{}, DataSetSpec::folder(missing)};
    const Status status = normalisePlan(&plan);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(missing)) << status.message().toStdString();
}

TEST(PlanNormalisation, NormalisingSizesFoldersAndBringsOperations)
{
    test::TempFolder folder;
    test::writeFile(folder.filePath(QStringLiteral("file")), QByteArray(4096, 'z'));
    Plan plan;
    plan.dataSets = {DataSetSpec{}, DataSetSpec::folder(folder.path())};
    plan.operations = {Operation::SmallFiles};
    ASSERT_TRUE(normalisePlan(&plan));
    EXPECT_EQ(plan.dataSets[0].bytes, DataSetSpec::DefaultBytes);
    EXPECT_EQ(plan.dataSets[1].bytes, 4096);
    EXPECT_EQ(plan.operations.size(), 4);
}

TEST(PlanNormalisation, ATargetGivenIsKeptAndNoneIsTheFirstRamDiskWithRoom)
{
    Plan plan;
    plan.targetPath = QStringLiteral("/somewhere");
    ASSERT_TRUE(chooseRamDiskTarget(&plan));
    EXPECT_EQ(plan.targetPath, QStringLiteral("/somewhere"));

    // No RAM disk has room for a pebibyte: say how to make one.
    plan.targetPath.clear();
    plan.dataSets.first().bytes = 1024 * 1024 * GiB;
    const Status status = chooseRamDiskTarget(&plan);
    ASSERT_FALSE(status);
#ifdef Q_OS_WIN
    EXPECT_TRUE(status.message().contains(QStringLiteral("imdisk -a"))) << status.message().toStdString();
#else
    EXPECT_TRUE(status.message().contains(QStringLiteral("mount -t tmpfs"))) << status.message().toStdString();
#endif
    EXPECT_TRUE(plan.targetPath.isEmpty());

    plan.dataSets.first().bytes = 1 * MiB;
    if (ramDiskWithRoomFor(1 * MiB).isEmpty())
        GTEST_SKIP() << "no RAM disk with room for 1 MiB here";
    ASSERT_TRUE(chooseRamDiskTarget(&plan));
    EXPECT_EQ(plan.targetPath, ramDiskWithRoomFor(1 * MiB));
}

// Wherever a plan comes from, the check picks its target when it names
// none, once its folders are sized.
TEST(PlanChecking, APlanWithoutATargetGetsTheFirstRamDiskWithRoomFromTheCheck)
{
    test::TempFolder source;
    Plan plan = smallPlan(source.path(), QString());
    if (ramDiskWithRoomFor(plan.largestDataSetBytes()).isEmpty())
        GTEST_SKIP() << "no RAM disk with room for the plan here";
    const CheckedPlan checked = checkPlan(plan, userWithoutHelper());
    EXPECT_EQ(checked.plan.targetPath, ramDiskWithRoomFor(plan.largestDataSetBytes()));

    plan.dataSets.first().bytes = 1024 * 1024 * GiB; // no RAM disk has room for a pebibyte
    const CheckedPlan refused = checkPlan(plan, userWithoutHelper());
    ASSERT_FALSE(refused.status);
    EXPECT_FALSE(ReadyPlan::from(refused));
    EXPECT_TRUE(refused.plan.targetPath.isEmpty());
}

TEST(PlanChecking, DropAskedForByNameWithoutRootAndWithoutTheHelperIsRefused)
{
    const Status refused = checkCacheModeAskedFor(CacheMode::Drop, userWithoutHelper());
    ASSERT_FALSE(refused);
#ifdef Q_OS_WIN
    EXPECT_TRUE(
        refused.message().startsWith(QStringLiteral("--cache drop needs an administrator or compressmark-helper.exe")))
#else
    EXPECT_TRUE(refused.message().startsWith(QStringLiteral("--cache drop needs root or compressmark-helper")))
#endif
        << refused.message().toStdString();
    EXPECT_TRUE(refused.message().contains(QStringLiteral("not installed"))) << refused.message().toStdString();

    const Status switchedOff = checkCacheModeAskedFor(CacheMode::Drop, userWithHelper().withoutHelper());
    ASSERT_FALSE(switchedOff);
    EXPECT_TRUE(switchedOff.message().contains(QStringLiteral("switched off"))) << switchedOff.message().toStdString();

    EXPECT_TRUE(checkCacheModeAskedFor(CacheMode::Drop, userWithHelper()));
    EXPECT_TRUE(checkCacheModeAskedFor(CacheMode::Drop, root()));
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct})
        EXPECT_TRUE(checkCacheModeAskedFor(mode, userWithoutHelper()));
}

// The rule holds wherever a plan comes from (the command line, the window,
// a resumed or compared plan): it is the check's.
TEST(PlanChecking, TheCheckRefusesDropAskedForByNameThatCannotBeHad)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    plan.cacheMode = CacheMode::Drop;
    plan.cacheModeByName = true;
    const CheckedPlan refused = checkPlan(plan, userWithoutHelper());
    ASSERT_FALSE(refused.status);
    EXPECT_TRUE(refused.status.message().startsWith(QStringLiteral("--cache drop needs")))
        << refused.status.message().toStdString();
    EXPECT_FALSE(ReadyPlan::from(refused));

    plan.cacheModeByName = false; // the default: evict instead, and say why
    const CheckedPlan replaced = checkPlan(plan, userWithoutHelper());
    ASSERT_TRUE(replaced.status) << replaced.status.message().toStdString();
    EXPECT_EQ(replaced.caching.mode, CacheMode::Evict);
}

TEST(PlanChecking, WithoutRootTheDefaultCacheModeBecomesEvictAndSaysWhy)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const Plan plan = smallPlan(source.path(), target.path());
    ASSERT_EQ(plan.cacheMode, CacheMode::Drop);

    const CheckedPlan user = checkPlan(plan, userWithoutHelper());
    ASSERT_TRUE(user.status) << user.status.message().toStdString();
    EXPECT_EQ(user.caching.mode, CacheMode::Evict);
    EXPECT_FALSE(user.caching.throughHelper);
    EXPECT_TRUE(user.caching.reason.contains(QStringLiteral("not installed"))) << user.caching.reason.toStdString();
    EXPECT_TRUE(user.summary().startsWith(QStringLiteral("Ready: plain only"))) << user.summary().toStdString();

    const CheckedPlan helped = checkPlan(plan, userWithHelper());
    EXPECT_EQ(helped.caching.mode, CacheMode::Drop);
    EXPECT_TRUE(helped.caching.throughHelper);

    const CheckedPlan asRoot = checkPlan(plan, root());
    EXPECT_EQ(asRoot.caching.mode, CacheMode::Drop);
    EXPECT_FALSE(asRoot.caching.throughHelper);
    // Before the run has tried, a drop is promised with what it falls back to.
    for (const CheckedPlan *dropping : {&helped, &asRoot}) {
        EXPECT_TRUE(dropping->summary().contains(
            QStringLiteral("if the system allows it, else the data set's pages evicted before every run")))
            << dropping->summary().toStdString();
    }
    EXPECT_FALSE(user.summary().contains(QStringLiteral("if the system allows it"))) << user.summary().toStdString();
}

TEST(PlanChecking, ALoopImageWithoutRootAndWithoutTheHelperIsRefused)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    plan.compression.method = CompressionMethod::LoopBtrfs;
    const CheckedPlan checked = checkPlan(plan, userWithoutHelper());
    ASSERT_FALSE(checked.status);
    EXPECT_TRUE(checked.status.message().startsWith(QStringLiteral("--compression loop-btrfs")))
        << checked.status.message().toStdString();
#ifdef Q_OS_WIN
    // Windows has no loop images at all, whoever asks.
    const QString why = QStringLiteral("a btrfs loop image needs Linux");
#else
    const QString why = QStringLiteral("root, or compressmark-helper");
#endif
    EXPECT_TRUE(checked.status.message().contains(why)) << checked.status.message().toStdString();
    EXPECT_TRUE(checked.summary().startsWith(QStringLiteral("Cannot start: "))) << checked.summary().toStdString();

    // Auto does not fail: plain only, saying how to get the comparison.
    plan.compression.method = CompressionMethod::Auto;
    const CheckedPlan automatic = checkPlan(plan, userWithoutHelper());
    ASSERT_TRUE(automatic.status) << automatic.status.message().toStdString();
    if (automatic.compression.kind == CompressionSetup::Kind::None) {
#ifdef Q_OS_WIN
        // Only a drive that compresses gives the comparison: no word of loop images.
        EXPECT_FALSE(automatic.compression.hint.contains(QStringLiteral("loop")))
            << automatic.compression.hint.toStdString();
        EXPECT_FALSE(automatic.compression.hint.isEmpty());
#else
        EXPECT_TRUE(automatic.compression.hint.contains(QStringLiteral("compressmark-helper")))
            << automatic.compression.hint.toStdString();
#endif
    }
}

// Only a plan whose check passed becomes ready to run: the runner takes
// nothing else, and nothing but ReadyPlan::from() makes one.
static_assert(!std::is_constructible_v<ReadyPlan, CheckedPlan>);
static_assert(!std::is_constructible_v<ReadyPlan, Plan>);

TEST(PlanChecking, OnlyAPlanThatPassedItsCheckIsReadyToRun)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Plan plan = smallPlan(source.path(), target.path());
    const CheckedPlan passed = checkPlan(plan, userWithoutHelper());
    ASSERT_TRUE(passed.status) << passed.status.message().toStdString();
    const std::optional<ReadyPlan> ready = ReadyPlan::from(passed);
    ASSERT_TRUE(ready);
    EXPECT_EQ(ready->plan().targetPath, passed.plan.targetPath);
    EXPECT_EQ(ready->caching().mode, passed.caching.mode);

    plan.compression.method = CompressionMethod::LoopBtrfs; // refused without root or the helper
    const CheckedPlan failed = checkPlan(plan, userWithoutHelper());
    ASSERT_FALSE(failed.status);
    EXPECT_FALSE(ReadyPlan::from(failed));
}

TEST(PlanChecking, CheckingMeasuresFolderDataSetsFirst)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder data;
    test::writeFile(data.filePath(QStringLiteral("file")), QByteArray(10000, 'q'));
    Plan plan = smallPlan(source.path(), target.path());
    plan.dataSets = {DataSetSpec::folder(data.path())};
    const CheckedPlan checked = checkPlan(plan, userWithoutHelper());
    ASSERT_TRUE(checked.status) << checked.status.message().toStdString();
    EXPECT_EQ(checked.plan.dataSets.first().bytes, 10000);

    plan.dataSets = {DataSetSpec::folder(data.filePath(QStringLiteral("gone")))};
    const CheckedPlan missing = checkPlan(plan, userWithoutHelper());
    ASSERT_FALSE(missing.status);
    EXPECT_TRUE(missing.status.message().contains(QStringLiteral("gone"))) << missing.status.message().toStdString();
}
