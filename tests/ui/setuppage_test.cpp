// SPDX-License-Identifier: GPL-3.0-or-later
// The Setup page builds a plan from typed values in its widgets and shows
// what the workflow layer decides for the privileges it was given: a
// process that is not root is shown as such while the tests run as root.
#include "compression/loopimagemaker.h"
#include "setup/setuppage.h"
#include "setup/sourcechooser.h"
#include "tempfolders.h"
#include "util/units.h"
#include "widgetlookup.h"
#include "windowdriver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;
using test::userWithoutHelper;

namespace {

// Shows the page on `source` and waits for its first plan check.
void showChecked(SetupPage &page, const QString &source)
{
    QSignalSpy checked(&page, &SetupPage::planChecked);
    page.show();
    namedChild<QLineEdit>(page, "sourceEdit")->setText(source);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !checked.isEmpty(); }, 30000));
}

// Root, as this process may be or not.
Privileges rootUser()
{
    Privileges root = Privileges::ofThisProcess();
    root.root = true;
    return root;
}

} // namespace

TEST(SetupPage, WithoutRootAndWithTheHelperSwitchedOffNeitherDropNorLoopImagesAreOffered)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());

    auto *cache = namedChild<QComboBox>(page, "cacheCombo");
    EXPECT_LT(cache->findData(QVariant::fromValue(CacheMode::Drop)), 0);
    EXPECT_TRUE(cache->toolTip().contains(QStringLiteral("switched off"))) << cache->toolTip().toStdString();
    EXPECT_EQ(page.plan().cacheMode, CacheMode::Evict);
    auto *compression = namedChild<QComboBox>(page, "compressionCombo");
    EXPECT_LT(compression->findData(QVariant::fromValue(CompressionMethod::LoopBtrfs)), 0);
    EXPECT_LT(compression->findData(QVariant::fromValue(CompressionMethod::LoopNtfs)), 0);
    EXPECT_GE(compression->findData(QVariant::fromValue(CompressionMethod::Auto)), 0);
}

TEST(SetupPage, AsRootCachesAreDroppedByDefault)
{
    test::TempFolder source;
    const Privileges root = rootUser();
    SetupPage page(root);
    showChecked(page, source.path());

    auto *cache = namedChild<QComboBox>(page, "cacheCombo");
    EXPECT_EQ(cache->currentData().value<CacheMode>(), CacheMode::Drop);
    EXPECT_EQ(page.plan().cacheMode, CacheMode::Drop);
    EXPECT_TRUE(cache->toolTip().contains(QStringLiteral("as root"))) << cache->toolTip().toStdString();
    QString whyNot;
    auto *compression = namedChild<QComboBox>(page, "compressionCombo");
    EXPECT_EQ(compression->findData(QVariant::fromValue(CompressionMethod::LoopBtrfs)) >= 0,
              canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, root, &whyNot));
}

TEST(SetupPage, ThePlanShownIsThePlanGivenAndTheCheckNormalisesIt)
{
    test::TempFolder source;
    test::RamFolder target;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());

    Plan plan = page.plan();
    plan.sourcePath = source.path();
    plan.compression = CompressionChoice{CompressionMethod::None, {}};
    plan.copier = CopierChoice{CopierChoice::Kind::Parallel, 4, {}};
    plan.cacheMode = CacheMode::Fresh;
    plan.operations = {Operation::Read, Operation::SmallFiles};
    plan.repetitions = 7;
    QSignalSpy checked(&page, &SetupPage::planChecked);
    page.setPlan(plan);
    const Plan shown = page.plan();
    EXPECT_EQ(shown.compression.method, CompressionMethod::None);
    EXPECT_TRUE(shown.compression.algorithm.isEmpty());
    EXPECT_EQ(shown.copier.kind, CopierChoice::Kind::Parallel);
    EXPECT_EQ(shown.copier.threads, 4);
    EXPECT_EQ(shown.cacheMode, CacheMode::Fresh);
    EXPECT_EQ(shown.repetitions, 7);
    EXPECT_EQ(shown.operations, (QList<Operation>{Operation::Read, Operation::SmallFiles}));

    ASSERT_TRUE(checked.wait(30000));
    EXPECT_EQ(page.lastCheck().plan.operations,
              (QList<Operation>{Operation::Read, Operation::SmallFiles, Operation::RandomReadsDepth1,
                                Operation::RandomReadsDepth32, Operation::SequentialDirect}));
    EXPECT_EQ(page.lastCheck().caching.mode, CacheMode::Fresh);
}

// The drive's own sequential read can be ticked beside Read, so that a big
// file's read is shown against it; its tick says what it measures.
TEST(SetupPage, TheDrivesSequentialReadCanBeTickedBesideRead)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());
    auto *sequential = namedChild<QCheckBox>(page, "sequential-directOperationCheck");
    ASSERT_NE(sequential, nullptr);
    EXPECT_FALSE(sequential->isChecked());
    EXPECT_TRUE(sequential->toolTip().contains(QStringLiteral("direct I/O"))) << sequential->toolTip().toStdString();
    QSignalSpy checked(&page, &SetupPage::planChecked);
    sequential->setChecked(true);
    EXPECT_EQ(page.plan().operations, (QList<Operation>{Operation::Read, Operation::SequentialDirect}));
    ASSERT_TRUE(checked.wait(30000));
    EXPECT_EQ(page.lastCheck().plan.operations, (QList<Operation>{Operation::Read, Operation::SequentialDirect}));
}

TEST(SetupPage, SizesAreAutomaticByDefaultAndTheUsersWhenAutoIsOff)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());

    auto *autoSize = namedChild<QCheckBox>(page, "autoSizeCheck");
    auto *minRun = namedChild<QDoubleSpinBox>(page, "minRunTimeSpin");
    auto *books = namedChild<QSpinBox>(page, "booksSizeSpin");
    EXPECT_TRUE(autoSize->isChecked());
    EXPECT_TRUE(page.plan().autoSize);
    EXPECT_DOUBLE_EQ(page.plan().minRunSeconds, Plan::DefaultMinRunSeconds);
    EXPECT_FALSE(books->isEnabled()) << "auto sizes every data set";
    EXPECT_TRUE(minRun->isEnabled());
    EXPECT_TRUE(namedChild<QLabel>(page, "dataSetTotalLabel")->text().contains(QStringLiteral("calibration")));

    minRun->setValue(5.0);
    EXPECT_DOUBLE_EQ(page.plan().minRunSeconds, 5.0);
    autoSize->setChecked(false);
    books->setValue(300);
    EXPECT_FALSE(page.plan().autoSize);
    EXPECT_TRUE(books->isEnabled());
    EXPECT_FALSE(minRun->isEnabled());
    EXPECT_EQ(page.plan().dataSets.first().bytes, 300 * MiB);

    // A plan given back (a loaded or recommended one) shows its own choice.
    Plan plan = page.plan();
    plan.autoSize = true;
    plan.minRunSeconds = 3.5;
    page.setPlan(plan);
    EXPECT_TRUE(autoSize->isChecked());
    EXPECT_DOUBLE_EQ(minRun->value(), 3.5);
    EXPECT_FALSE(books->isEnabled());
}

TEST(SetupPage, ALoopImageTakesTheLevelTheUserChooses)
{
    test::TempFolder source;
    const Privileges root = rootUser();
    SetupPage page(root);
    showChecked(page, source.path());
    auto *compression = namedChild<QComboBox>(page, "compressionCombo");
    const int loop = compression->findData(QVariant::fromValue(CompressionMethod::LoopBtrfs));
    if (loop < 0)
        GTEST_SKIP() << "no btrfs loop images here (mkfs.btrfs or loop devices missing)";

    Plan plan = page.plan();
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("zstd:9")};
    page.setPlan(plan);
    auto *level = namedChild<QSpinBox>(page, "levelSpin");
    EXPECT_FALSE(level->isHidden());
    EXPECT_EQ(level->value(), 9);
    EXPECT_EQ(page.plan().compression.name(), QStringLiteral("loop-btrfs:zstd:9"));
    level->setValue(level->minimum());
    EXPECT_EQ(level->text(), QStringLiteral("default level"));
    EXPECT_EQ(page.plan().compression.name(), QStringLiteral("loop-btrfs:zstd"));
    auto *algorithm = namedChild<QComboBox>(page, "algorithmCombo");
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("lzo")));
    EXPECT_TRUE(level->isHidden()) << "lzo has no levels";
    EXPECT_EQ(page.plan().compression.name(), QStringLiteral("loop-btrfs:lzo"));
}

TEST(SetupPage, APresetFillsInThePlanOnTheDriveChosen)
{
    test::TempFolder source;
    test::RamFolder target;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());
    auto *presets = namedChild<QComboBox>(page, "presetCombo");
    const int thorough = presets->findData(QStringLiteral("thorough"));
    ASSERT_GE(thorough, 0);
    presets->setCurrentIndex(thorough);
    Q_EMIT presets->activated(thorough);
    const Plan plan = page.plan();
    EXPECT_EQ(plan.sourcePath, source.path());
    EXPECT_EQ(plan.dataSets.size(), 4);
    EXPECT_TRUE(plan.adaptiveRepetitions);
    EXPECT_EQ(plan.operations,
              (QList<Operation>{Operation::Read, Operation::Write, Operation::Copy, Operation::Delete}));
    const int small = presets->findData(QStringLiteral("small-files"));
    Q_EMIT presets->activated(small);
    EXPECT_EQ(page.plan().operations, QList<Operation>{Operation::SmallFiles});
    ASSERT_EQ(page.plan().dataSets.size(), 1);
    EXPECT_EQ(page.plan().dataSets[0].kind, QStringLiteral("small"));
}

// The label in charts is the drive's: choosing another drive clears it,
// so that a btrfs drive is not saved under the label typed for an ext4 one
// (and a published session compared later does not carry it either).
TEST(SetupPage, AnotherDriveChosenClearsTheLabelGivenForTheFirst)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    showChecked(page, source.path());
    auto *chooser = page.findChild<SourceChooser *>();
    ASSERT_NE(chooser, nullptr);
    const auto drive = [](const QString &mountPoint, const QString &device) {
        SourceVolume volume;
        volume.volume.mountPoint = mountPoint;
        volume.volume.device = device;
        volume.volume.filesystem = QStringLiteral("ext4");
        return volume;
    };
    chooser->setVolumes({drive(QStringLiteral("/mnt/vm"), QStringLiteral("/dev/vda1")),
                         drive(QStringLiteral("/mnt/loop"), QStringLiteral("/dev/loop0"))});
    chooser->setFolder(QStringLiteral("/mnt/vm/bench"));
    auto *label = namedChild<QLineEdit>(page, "labelEdit");
    label->clear();
    QTest::keyClicks(label, QStringLiteral("VM disk (ext4)"));
    chooser->setFolder(QStringLiteral("/mnt/vm/other")); // the same drive: the label stays
    EXPECT_EQ(page.plan().label, QStringLiteral("VM disk (ext4)"));
    chooser->setFolder(QStringLiteral("/mnt/loop/bench"));
    EXPECT_TRUE(page.plan().label.isEmpty()) << page.plan().label.toStdString();
}
