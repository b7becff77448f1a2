// SPDX-License-Identifier: GPL-3.0-or-later
// What the window keeps between starts and across its dialogs: the
// compression chosen, the drive of the folder highlighted, the Setup page's
// own choices when the settings dialog says OK, and where the session file
// dialogs open.
#include "compression/loopimage.h"
#include "document/sessiondocument.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "setup/setuppage.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "workspaces.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <functional>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

namespace {

class WindowMemory : public ::testing::Test
{
protected:
    // This process's own settings and data folders (testmain).
    void SetUp() override
    {
        QSettings(QStringLiteral("CompressMark"), QStringLiteral("CompressMark")).clear();
        QStandardPaths::setTestModeEnabled(true);
    }
    void TearDown() override
    {
        QSettings(QStringLiteral("CompressMark"), QStringLiteral("CompressMark")).clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QStandardPaths::setTestModeEnabled(false);
    }
};

// The Setup page of `window`, once it has looked at the drives.
SetupPage *checkedSetup(MainWindow &window)
{
    auto *setup = window.findChild<SetupPage *>();
    EXPECT_NE(setup, nullptr);
    QSignalSpy checked(setup, &SetupPage::planChecked);
    window.show();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !checked.isEmpty(); }, 30000));
    return setup;
}

// Calls `answer` with the next modal dialog of type T once it shows.
template <typename T>
void whenModal(std::function<void(T *)> answer)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        timer->deleteLater();
        answer(dialog);
    });
    timer->start(20);
}

// Where the next session file dialog of `action` opens; it is cancelled.
QString dialogFolder(QAction *action)
{
    QString folder;
    whenModal<QFileDialog>([&](QFileDialog *dialog) {
        folder = dialog->directory().absolutePath();
        dialog->reject();
    });
    action->trigger();
    return folder;
}

QAction *actionNamed(const MainWindow &window, const char *name)
{
    auto *action = window.findChild<QAction *>(QString::fromLatin1(name));
    EXPECT_NE(action, nullptr) << name;
    return action;
}

} // namespace

TEST_F(WindowMemory, TheCompressionChosenShowsAgainAtTheNextStart)
{
    test::TempFolder source;
    {
        MainWindow window;
        SetupPage *setup = checkedSetup(window);
        auto *compression = namedChild<QComboBox>(*setup, "compressionCombo");
        if (compression->findData(QVariant::fromValue(CompressionMethod::LoopBtrfs)) < 0)
            GTEST_SKIP() << "no btrfs loop images here (root, mkfs.btrfs and loop devices are needed)";
        namedChild<QLineEdit>(*setup, "sourceEdit")->setText(source.path());
        compression->setCurrentIndex(compression->findData(QVariant::fromValue(CompressionMethod::LoopBtrfs)));
        auto *algorithm = namedChild<QComboBox>(*setup, "algorithmCombo");
        algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("zstd")));
        namedChild<QSpinBox>(*setup, "levelSpin")->setValue(7);
        ASSERT_TRUE(window.close());
    }
    ASSERT_EQ(AppSettings().lastPlan()->compression.name(), QStringLiteral("loop-btrfs:zstd:7"));

    MainWindow next;
    SetupPage *setup = checkedSetup(next);
    EXPECT_EQ(namedChild<QComboBox>(*setup, "compressionCombo")->currentData().value<CompressionMethod>(),
              CompressionMethod::LoopBtrfs);
    EXPECT_EQ(namedChild<QComboBox>(*setup, "algorithmCombo")->currentData().toString(), QStringLiteral("zstd"));
    EXPECT_EQ(namedChild<QSpinBox>(*setup, "levelSpin")->value(), 7);
    EXPECT_EQ(setup->plan().compression.name(), QStringLiteral("loop-btrfs:zstd:7"));
}

// Closed before the drives are known, the window keeps the compression it
// was given, which the drives would have offered.
TEST_F(WindowMemory, ACompressionNotOfferedYetIsKeptUntilTheDrivesAreKnown)
{
    Plan plan;
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("lzo")};
    AppSettings().setLastPlan(plan);
    {
        MainWindow window; // closed at once: its probe of the drives has not answered
        ASSERT_TRUE(window.close());
    }
    EXPECT_EQ(AppSettings().lastPlan()->compression.name(), QStringLiteral("loop-btrfs:lzo"));
}

TEST_F(WindowMemory, TheDriveOfTheFolderIsHighlightedAtTheNextStart)
{
    test::TempFolder source;
    Plan plan;
    plan.sourcePath = source.path();
    AppSettings().setLastPlan(plan);
    MainWindow window;
    SetupPage *setup = checkedSetup(window);
    EXPECT_EQ(namedChild<QLineEdit>(*setup, "sourceEdit")->text(), source.path());
    auto *table = namedChild<QTableView>(*setup, "volumeTable");
    ASSERT_TRUE(table->currentIndex().isValid());
    EXPECT_TRUE(table->selectionModel()->isRowSelected(table->currentIndex().row(), QModelIndex()));
    const QString mountPoint = table->model()->index(table->currentIndex().row(), 0).data().toString();
    EXPECT_TRUE(source.path().startsWith(mountPoint)) << mountPoint.toStdString();
}

// There, too, the leftovers of a killed run are looked for.
TEST_F(WindowMemory, WithoutAPlanTheFolderIsTheCurrentOneOnItsDrive)
{
    test::TempFolder here;
    const QString leftover
        = test::makeWorkspaceOf(here.path(), QStringLiteral("compressmark-workspace-killed"), test::endedOwner());
    const QString before = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(here.path()));
    MainWindow window;
    SetupPage *setup = checkedSetup(window);
    QDir::setCurrent(before);
    EXPECT_EQ(namedChild<QLineEdit>(*setup, "sourceEdit")->text(), here.path());
    EXPECT_TRUE(namedChild<QTableView>(*setup, "volumeTable")->currentIndex().isValid());
    EXPECT_TRUE(namedChild<QLabel>(*setup, "leftoverLabel")->text().contains(leftover));
}

TEST_F(WindowMemory, OkInTheSettingsKeepsTheSetupPagesRepetitionsUnlessTheyChangedThere)
{
    MainWindow window;
    SetupPage *setup = checkedSetup(window);
    auto *repetitions = namedChild<QSpinBox>(*setup, "repetitionsSpin");
    repetitions->setValue(9);

    whenModal<SettingsDialog>(
        [](SettingsDialog *dialog) { dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click(); });
    actionNamed(window, "settingsAction")->trigger();
    EXPECT_EQ(repetitions->value(), 9);
    EXPECT_EQ(setup->plan().repetitions, 9);

    // A default changed in the settings is the user's new choice.
    whenModal<SettingsDialog>([](SettingsDialog *dialog) {
        dialog->findChild<QSpinBox *>(QStringLiteral("repetitionsSpin"))->setValue(4);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    actionNamed(window, "settingsAction")->trigger();
    EXPECT_EQ(repetitions->value(), 4);
}

TEST_F(WindowMemory, SessionDialogsOpenBesideTheSessionShownElseWhereTheUserLastChose)
{
    MainWindow window;
    window.show();
    QAction *open = nullptr;
    QAction *add = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == MainWindow::tr("&Open…"))
            open = action;
        if (action->text() == MainWindow::tr("&Add Drives from Sessions…"))
            add = action;
    }
    ASSERT_NE(open, nullptr);
    ASSERT_NE(add, nullptr);

    // Nothing open, nothing chosen yet: the sessions folder, named once.
    EXPECT_FALSE(MainWindow::sessionFolder().contains(QCoreApplication::applicationName() + QLatin1Char('/')
                                                      + QCoreApplication::applicationName()));
    ASSERT_TRUE(QDir().mkpath(MainWindow::sessionFolder()));
    EXPECT_EQ(dialogFolder(open), QDir(MainWindow::sessionFolder()).absolutePath());

    // A session open: its folder.
    test::TempFolder shown;
    const QString path = shown.filePath(QStringLiteral("shown.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), path));
    window.openSessions({path});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->path() == path; }, 10000));
    EXPECT_EQ(dialogFolder(open), shown.path());
    EXPECT_EQ(dialogFolder(add), shown.path());

    // A file chosen in a dialog: its folder, once no session is open.
    test::TempFolder chosen;
    const QString other = chosen.filePath(QStringLiteral("other.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), other));
    whenModal<QFileDialog>([&](QFileDialog *dialog) {
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        ASSERT_NE(name, nullptr);
        name->setText(other); // typed, as a user may
        QTest::keyClick(name, Qt::Key_Return);
    });
    add->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 3; }, 10000));
    window.document()->reset(Session{}, QString(), false);
    EXPECT_EQ(dialogFolder(open), chosen.path());
}
