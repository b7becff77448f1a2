// SPDX-License-Identifier: GPL-3.0-or-later
// File > Compare with a Published Session: the published drive in a new
// session, its plan on the Setup page with the user's own folders.
#include "document/sessiondocument.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "setup/setuppage.h"
#include "tempfolders.h"
#include "window/mainwindow.h"
#include "windowdriver.h"

#include <QCheckBox>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// Published from another machine: seven repetitions, books of seed 9.
Session publishedSession()
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    drive.plan.repetitions = 7;
    drive.source.path = QStringLiteral("/home/author/bench");
    drive.plan.sourcePath = drive.source.path;
    drive.dataSets[0].manifest.seed = 9;
    return session;
}

} // namespace

TEST(MainWindowCompare, APublishedPlanGoesToSetupWithTheUsersOwnFolders)
{
    test::TempFolder folder;
    const QString published = folder.filePath(QStringLiteral("published.cmsession.json"));
    ASSERT_TRUE(saveSession(publishedSession(), published));
    MainWindow window;
    window.show();
    auto *setup = window.findChild<SetupPage *>();
    ASSERT_NE(setup, nullptr);
    // The drives and RAM disks are looked at first, as when the window opens.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !setup->plan().targetPath.isEmpty(); }, 10000));
    const Plan before = setup->plan();

    window.compareWithPublished(published);
    ASSERT_TRUE(QTest::qWaitFor([&] { return setup->plan().repetitions == 7; }, 10000));
    const Plan plan = setup->plan();
    ASSERT_EQ(plan.dataSets.size(), 2);
    EXPECT_EQ(plan.dataSets[0].kind, QStringLiteral("books"));
    EXPECT_EQ(plan.dataSets[0].seed, 9u);
    EXPECT_EQ(plan.dataSets[0].bytes, publishedSession().drives[0].dataSets[0].manifest.bytes);
    EXPECT_EQ(plan.sourcePath, before.sourcePath) << "the file chose where the run reads";
    EXPECT_TRUE(QTest::qWaitFor([&] { return setup->plan().targetPath == before.targetPath; }, 10000))
        << setup->plan().targetPath.toStdString();
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("published.cmsession.json")));
    // The run's session is a new one of this machine, saved into a file of its own.
    EXPECT_TRUE(window.document()->session().drives.isEmpty());
    EXPECT_TRUE(window.document()->path().isEmpty()) << window.document()->path().toStdString();
}

TEST(MainWindowCompare, APublishedCopierThatRunsAProgramIsRefused)
{
    test::TempFolder folder;
    Session external = publishedSession();
    QString error;
    ASSERT_TRUE(
        CopierChoice::parse(QStringLiteral("external:touch /tmp/owned"), &external.drives[0].plan.copier, &error));
    const QString published = folder.filePath(QStringLiteral("external.cmsession.json"));
    ASSERT_TRUE(saveSession(external, published));
    MainWindow window;
    window.show();
    auto *setup = window.findChild<SetupPage *>();
    const Plan before = setup->plan();
    window.compareWithPublished(published);
    QMessageBox *dialog = nullptr;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return (dialog = window.findChild<QMessageBox *>(QStringLiteral("errorDialog"))) != nullptr; }, 10000));
    EXPECT_TRUE(dialog->text().contains(QStringLiteral("another program"))) << dialog->text().toStdString();
    dialog->accept();
    EXPECT_EQ(setup->plan().copier.name(), before.copier.name());
}

TEST(MainWindowCompare, ARunBesideAPublishedDriveSaysWhatWasMeasuredOtherwise)
{
    QStandardPaths::setTestModeEnabled(true); // the run's session goes to this test's folder
    test::TempFolder folder;
    test::TempFolder source;
    test::RamFolder target;
    Session small = publishedSession();
    small.machine.kernel = QStringLiteral("linux 5.10.0-published");
    DriveRecord &drive = small.drives[0];
    drive.compression = CompressionRecord{CompressionMethod::None, QString(), QString()};
    drive.plan.compression.method = CompressionMethod::None;
    drive.plan.repetitions = 2;
    drive.dataSets.resize(1);
    drive.dataSets[0].manifest.bytes = 4 * 1024 * 1024;
    drive.dataSets[0].compressed.reset();
    const QString published = folder.filePath(QStringLiteral("small.cmsession.json"));
    ASSERT_TRUE(saveSession(small, published));
    {
        MainWindow window;
        window.show();
        test::chooseSmallRun(window, source.path(), target.path(), 8, 3);
        auto *setup = window.findChild<SetupPage *>();
        window.compareWithPublished(published);
        ASSERT_TRUE(QTest::qWaitFor([&] { return setup->plan().repetitions == 2; }, 10000));
        auto *start = window.findChild<QPushButton *>(QStringLiteral("startButton"));
        ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 20000));
        QTest::mouseClick(start, Qt::LeftButton);
        QMessageBox *said = nullptr;
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                return (said = window.findChild<QMessageBox *>(QStringLiteral("publishedDifferencesDialog")))
                    != nullptr;
            },
            180000));
        EXPECT_TRUE(said->text().contains(QStringLiteral("kernel: linux 5.10.0-published published, ")))
            << said->text().toStdString();
        said->accept();
        // Then both files side by side, each as it is: a new document, saved into neither.
        EXPECT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 2; }, 10000));
        EXPECT_TRUE(window.document()->path().isEmpty()) << window.document()->path().toStdString();
    }
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QStandardPaths::setTestModeEnabled(false);
}
