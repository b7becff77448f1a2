// SPDX-License-Identifier: GPL-3.0-or-later
// File > Compare with a Published Session: the published drive in a new
// session, its plan on the Setup page with the user's own folders.
#include "document/sessiondocument.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "setup/setuppage.h"
#include "tempfolders.h"
#include "window/mainwindow.h"

#include <QMessageBox>
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
    // The published drive, in a new session: the run saves into a file of its own.
    EXPECT_EQ(window.document()->session().drives.size(), 1);
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
