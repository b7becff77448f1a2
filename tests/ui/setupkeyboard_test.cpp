// SPDX-License-Identifier: GPL-3.0-or-later
// The Setup page under the keyboard and the wheel: Tab walks through every
// control once and comes back, the drive list is one Tab stop whose arrows
// never overwrite a folder typed by hand, the wheel scrolls the page rather
// than the list or number under the pointer, and the Preset list says
// "Custom" once the plan leaves the preset.
#include "setup/setuppage.h"
#include "setup/sourcechooser.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "windowdriver.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;
using test::userWithoutHelper;

namespace {

// Shows the page as a window of its own, active, on `source`, once checked.
::testing::AssertionResult showActive(SetupPage &page, const QString &source)
{
    QSignalSpy checked(&page, &SetupPage::planChecked);
    page.resize(1200, 700);
    page.show();
    page.activateWindow();
    if (!QTest::qWaitForWindowActive(&page))
        return ::testing::AssertionFailure() << "the page never became active";
    page.findChild<QLineEdit *>(QStringLiteral("sourceEdit"))->setText(source);
    if (!QTest::qWaitFor([&] { return !checked.isEmpty(); }, 30000))
        return ::testing::AssertionFailure() << "the plan was never checked";
    return ::testing::AssertionSuccess();
}

SourceVolume volumeAt(const QString &mountPoint)
{
    SourceVolume source;
    source.volume.mountPoint = mountPoint;
    source.volume.device = QStringLiteral("/dev/test") + QString::number(mountPoint.size());
    source.volume.filesystem = QStringLiteral("ext4");
    return source;
}

// Every control Tab may stop at, as the page shows them.
QList<QWidget *> tabStops(const QWidget &page)
{
    QList<QWidget *> stops;
    for (QWidget *widget : page.findChildren<QWidget *>()) {
        if (widget->isVisibleTo(&page) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus)
            && !widget->focusProxy())
            stops.append(widget);
    }
    return stops;
}

QWheelEvent wheelDownOver(QWidget *widget)
{
    const QPointF inside(widget->width() / 2.0, widget->height() / 2.0);
    return QWheelEvent(inside, widget->mapToGlobal(inside), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                       Qt::NoScrollPhase, false);
}

} // namespace

TEST(SetupKeyboard, TabVisitsEveryControlOnceAndComesBackWithTheTypedFolderKept)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    ASSERT_TRUE(showActive(page, source.path()));
    auto *folder = namedChild<QLineEdit>(page, "sourceEdit");
    folder->clear();
    folder->setFocus();
    QTest::keyClicks(folder, source.path());
    ASSERT_EQ(folder->text(), source.path());

    auto *first = namedChild<QComboBox>(page, "presetCombo");
    first->setFocus();
    ASSERT_EQ(QApplication::focusWidget(), first);
    QList<QWidget *> visited{first};
    const QList<QWidget *> stops = tabStops(page);
    for (qsizetype step = 0; step <= stops.size(); ++step) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *now = QApplication::focusWidget();
        ASSERT_NE(now, nullptr);
        if (now == first)
            break;
        ASSERT_FALSE(visited.contains(now)) << "Tab came back to " << now->objectName().toStdString() << " ("
                                            << now->metaObject()->className() << ") after " << visited.size();
        visited.append(now);
    }
    EXPECT_EQ(QApplication::focusWidget(), first) << "Tab never came back";
    EXPECT_EQ(visited.size(), stops.size());
    EXPECT_EQ(visited.count(namedChild<QTableView>(page, "volumeTable")), 1);
    EXPECT_EQ(folder->text(), source.path()) << "Tab through the drive list chose a drive";
}

TEST(SetupKeyboard, ArrowsInTheDriveListKeepAFolderTypedByHandAndEnterChoosesTheDrive)
{
    SourceChooser chooser;
    chooser.setVolumes({volumeAt(QStringLiteral("/mnt/first")), volumeAt(QStringLiteral("/mnt/second")),
                        volumeAt(QStringLiteral("/mnt/third"))});
    chooser.show();
    chooser.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&chooser));
    auto *table = namedChild<QTableView>(chooser, "volumeTable");
    auto *folder = namedChild<QLineEdit>(chooser, "sourceEdit");

    // Nothing typed: the highlight suggests its drive's folder.
    chooser.pickVolume(QStringLiteral("/mnt/first"));
    EXPECT_EQ(folder->text(), QStringLiteral("/mnt/first"));
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(folder->text(), QStringLiteral("/mnt/second")) << "still the suggestion: the next drive's";

    // Typed by hand: the arrows move the highlight only.
    folder->setText(QStringLiteral("/mnt/second/my benchmarks"));
    QTest::keyClick(table, Qt::Key_Down);
    EXPECT_EQ(table->currentIndex().row(), 2);
    EXPECT_EQ(folder->text(), QStringLiteral("/mnt/second/my benchmarks"));
    QTest::keyClick(table, Qt::Key_Tab);
    EXPECT_NE(QApplication::focusWidget(), table) << "Tab leaves the list";
    EXPECT_EQ(folder->text(), QStringLiteral("/mnt/second/my benchmarks"));

    // Enter on a drive is a choice.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    EXPECT_EQ(folder->text(), QStringLiteral("/mnt/third"));
}

TEST(SetupKeyboard, TheWheelOverAnUnfocusedListScrollsThePage)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    ASSERT_TRUE(showActive(page, source.path()));
    page.resize(900, 360); // less room than the controls need: the page scrolls
    QCoreApplication::processEvents();
    auto *area = page.findChild<QScrollArea *>();
    ASSERT_NE(area, nullptr);
    QScrollBar *bar = area->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0);
    namedChild<QLineEdit>(page, "labelEdit")->setFocus();

    auto *copier = namedChild<QComboBox>(page, "copierCombo");
    auto *repetitions = namedChild<QSpinBox>(page, "repetitionsSpin");
    ASSERT_EQ(copier->focusPolicy(), Qt::StrongFocus);
    const int copierBefore = copier->currentIndex();
    const int repetitionsBefore = repetitions->value();
    bar->setValue(0);
    QWheelEvent overCopier = wheelDownOver(copier);
    QApplication::sendEvent(copier, &overCopier);
    EXPECT_EQ(copier->currentIndex(), copierBefore);
    EXPECT_GT(bar->value(), 0) << "the page did not scroll";
    const int scrolled = bar->value();
    QWheelEvent overRepetitions = wheelDownOver(repetitions);
    QApplication::sendEvent(repetitions, &overRepetitions);
    EXPECT_EQ(repetitions->value(), repetitionsBefore);
    EXPECT_GT(bar->value(), scrolled);

    // Once the user has clicked or tabbed into it, the wheel is the list's.
    copier->setFocus();
    const int pageAt = bar->value();
    QWheelEvent focused = wheelDownOver(copier);
    QApplication::sendEvent(copier, &focused);
    EXPECT_NE(copier->currentIndex(), copierBefore);
    EXPECT_EQ(bar->value(), pageAt);
}

TEST(SetupKeyboard, ThePresetListSaysCustomOnceAControlLeavesThePreset)
{
    test::TempFolder source;
    SetupPage page(userWithoutHelper());
    ASSERT_TRUE(showActive(page, source.path()));
    auto *presets = namedChild<QComboBox>(page, "presetCombo");
    presets->setFocus();
    presets->setCurrentIndex(0);
    QTest::keyClick(presets, Qt::Key_Down); // the first preset, as a user picks it
    ASSERT_EQ(presets->currentData().toString(), QStringLiteral("quick"));
    auto *repetitions = namedChild<QSpinBox>(page, "repetitionsSpin");
    EXPECT_EQ(repetitions->value(), 3);

    repetitions->setValue(4);
    EXPECT_EQ(presets->currentData().toString(), QStringLiteral("custom")) << presets->currentText().toStdString();
    EXPECT_EQ(page.plan().repetitions, 4) << "Custom keeps the plan as it is";
    repetitions->setValue(3);
    EXPECT_EQ(presets->currentData().toString(), QStringLiteral("quick")) << "back to what the preset chose";

    // The folder and the label are not the preset's: they leave it as it is.
    namedChild<QLineEdit>(page, "labelEdit")->setText(QStringLiteral("My SSD"));
    EXPECT_EQ(presets->currentData().toString(), QStringLiteral("quick"));
    auto *compression = namedChild<QComboBox>(page, "compressionCombo");
    compression->setCurrentIndex(compression->findData(QVariant::fromValue(CompressionMethod::None)));
    EXPECT_EQ(presets->currentData().toString(), QStringLiteral("custom"));
}
