// SPDX-License-Identifier: GPL-3.0-or-later
// The window's saved-session side: open several sessions, switch charts,
// export what is shown.
#include "filecontents.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"
#include "advicepage/advisepage.h"
#include "chart/displaynames.h"
#include "compression/loopimagemaker.h"
#include "export/exportdialog.h"
#include "setup/setuppage.h"
#include "document/sessiondocument.h"
#include "window/mainwindow.h"

#include <QBarSeries>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace cm;

namespace {

int barSets(const MainWindow &window)
{
    auto *view = window.findChild<QChartView *>(QStringLiteral("chartView"));
    if (!view || !view->chart())
        return -1;
    for (QAbstractSeries *series : view->chart()->series())
        if (auto *bars = qobject_cast<QBarSeries *>(series))
            return int(bars->count());
    return 0;
}

} // namespace

TEST(MainWindowSessions, OpensSeveralSessionsAndShowsTheDrivesSideBySide)
{
    test::TempFolder folder;
    const QString first = folder.filePath(QStringLiteral("a.cmsession.json"));
    const QString second = folder.filePath(QStringLiteral("b.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), first));
    ASSERT_TRUE(saveSession(test::sampleSession(1), second));

    MainWindow window;
    window.show();
    window.openSessions({first, second});
    // Three drives, plain and compressed each.
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 6; }, 10000)) << barSets(window);
    auto *kind = window.findChild<QComboBox *>(QStringLiteral("chartKindCombo"));
    ASSERT_NE(kind, nullptr);
    kind->setCurrentIndex(kind->findData(QStringLiteral("percent")));
    EXPECT_EQ(barSets(window), 3); // one per drive
    kind->setCurrentIndex(kind->findData(QStringLiteral("per-drive")));
    EXPECT_EQ(barSets(window), 2); // the last drive: plain and compressed
    EXPECT_TRUE(window.findChild<QPushButton *>(QStringLiteral("exportChartButton"))->isEnabled());
}

TEST(MainWindowSessions, ShowsARefusedSessionInAnErrorDialogAndGoesOn)
{
    test::TempFolder folder;
    const QString damaged = folder.filePath(QStringLiteral("d.cmsession.json"));
    QFile file(damaged);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"compressmark-session\", \"version\": 9, \"drives\": []}");
    file.close();
    MainWindow window;
    window.show();
    window.openSessions({damaged});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.statusBar()->currentMessage().contains(damaged); }, 10000));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("newer")));
    EXPECT_LE(barSets(window), 0); // nothing drawn
    auto *dialog = window.findChild<QMessageBox *>(QStringLiteral("errorDialog"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_TRUE(dialog->text().contains(damaged));
    dialog->accept();

    // The window goes on: a good session opens after the refused one.
    const QString good = folder.filePath(QStringLiteral("g.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), good));
    window.openSessions({good});
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 2; }, 10000));
}

TEST(MainWindowSessions, ANamedPipeOrADeviceIsRefusedWithoutWaiting)
{
    test::TempFolder folder;
    const QString fifo = folder.filePath(QStringLiteral("pipe.cmsession.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    MainWindow window;
    window.show();
    for (const QString &path : {fifo, QStringLiteral("/dev/zero")}) {
        window.openSessions({path});
        ASSERT_TRUE(QTest::qWaitFor([&] { return window.statusBar()->currentMessage().contains(path); }, 10000))
            << path.toStdString();
        EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("not a regular file")))
            << window.statusBar()->currentMessage().toStdString();
        auto *dialog = window.findChild<QMessageBox *>(QStringLiteral("errorDialog"));
        ASSERT_NE(dialog, nullptr);
        dialog->accept();
    }
}

TEST(MainWindowSessions, SavingNeverFollowsALink)
{
    test::TempFolder folder;
    const QString target = folder.filePath(QStringLiteral("precious.txt"));
    test::writeFile(target, "keep me");
    const QString link = folder.filePath(QStringLiteral("link.cmsession.json"));
    ASSERT_TRUE(QFile::link(target, link));
    const QString session = folder.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), session));
    MainWindow window;
    window.show();
    window.openSessions({session});
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 2; }, 10000));
    QSignalSpy failed(window.document(), &SessionDocument::saveFailed);
    window.saveSessionAs(link);
    ASSERT_TRUE(failed.wait(10000));
    EXPECT_NE(window.document()->path(), link);
    auto *dialog = window.findChild<QMessageBox *>(QStringLiteral("errorDialog"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->text().contains(QStringLiteral("symbolic link"))) << dialog->text().toStdString();
    dialog->accept();
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(target)), QByteArray("keep me"));
}

TEST(MainWindowSessions, OpensSessionFilesDroppedOnIt)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("a.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), session));
    MainWindow window;
    window.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(session)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 2; }, 10000));
    EXPECT_EQ(window.document()->path(), session);
    EXPECT_FALSE(window.document()->isModified());
}

TEST(MainWindowSessions, SeveralSessionsOpenedAreANewUnsavedDocument)
{
    test::TempFolder folder;
    const QString first = folder.filePath(QStringLiteral("a.cmsession.json"));
    const QString second = folder.filePath(QStringLiteral("b.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), first));
    ASSERT_TRUE(saveSession(test::sampleSession(1), second));
    MainWindow window;
    window.openSessions({first, second});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 2; }, 10000));
    EXPECT_TRUE(window.document()->isModified());
    EXPECT_TRUE(window.document()->path().isEmpty());
    const QString merged = folder.filePath(QStringLiteral("both.cmsession.json"));
    QSignalSpy saved(window.document(), &SessionDocument::saved);
    window.saveSessionAs(merged);
    ASSERT_TRUE(saved.wait(10000));
    EXPECT_FALSE(window.document()->isModified());
    Session reloaded;
    ASSERT_TRUE(loadSession(merged, &reloaded));
    EXPECT_EQ(reloaded.drives.size(), 2);
}

TEST(MainWindowSessions, ExportsTheChartShown)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("a.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSessionWithTimelines(1), session));
    MainWindow window;
    window.show();
    window.openSessions({session});
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 2; }, 10000));
    const QString png = folder.filePath(QStringLiteral("chart.png"));
    ExportDialog *dialog = window.openExportDialog();
    ASSERT_NE(dialog, nullptr);
    dialog->exportChartTo(png);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(png); }, 10000));
    EXPECT_EQ(QImage(png).size(), QSize(1600, 900));
    dialog->close();
    EXPECT_EQ(barSets(window), 2); // still shown in the window

    // The timeline of the data set and operation picked.
    auto *kind = window.findChild<QComboBox *>(QStringLiteral("chartKindCombo"));
    kind->setCurrentIndex(kind->findData(QStringLiteral("timeline")));
    auto *timeline = window.findChild<QComboBox *>(QStringLiteral("timelineCombo"));
    timeline->setCurrentIndex(timeline->findData(QStringList{QStringLiteral("photos"), QStringLiteral("read")}));
    ASSERT_EQ(timeline->currentText(),
              QStringLiteral("%1, %2").arg(dataSetTitle(QStringLiteral("photos")),
                                           operationTitle(QStringLiteral("read"))));
    dialog = window.openExportDialog();
    ASSERT_NE(dialog, nullptr);
    const QString title = dialog->findChild<QLineEdit *>(QStringLiteral("titleEdit"))->text();
    EXPECT_TRUE(title.contains(dataSetTitle(QStringLiteral("photos")) + QStringLiteral(", "))) << title.toStdString();
    EXPECT_TRUE(title.contains(QStringLiteral("MB/s over time"))) << title.toStdString();
    const QString timelinePng = folder.filePath(QStringLiteral("timeline.png"));
    dialog->exportChartTo(timelinePng);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(timelinePng); }, 10000));
    EXPECT_EQ(QImage(timelinePng).size(), QSize(1600, 900));
    dialog->close();
}

TEST(MainWindowSessions, AddsTheDrivesOfAnotherSessionToTheOneShown)
{
    test::TempFolder folder;
    const QString mine = folder.filePath(QStringLiteral("mine.cmsession.json"));
    const QString other = folder.filePath(QStringLiteral("other.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), mine));
    ASSERT_TRUE(saveSession(test::sampleSession(1), other));
    MainWindow window;
    window.show();
    window.openSessions({mine});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 2; }, 10000));
    window.addSessions({other});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 3; }, 10000));
    EXPECT_EQ(window.document()->path(), mine);
    EXPECT_TRUE(window.document()->isModified());
    EXPECT_EQ(barSets(window), 6); // side by side: three drives, plain and compressed
}

TEST(MainWindowSessions, MeasuringAnAdviceSetsUpThatRun)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("a.cmsession.json"));
    Session measured = test::sampleSession(1);
    measured.drives.first().compression.method = CompressionMethod::LoopBtrfs;
    ASSERT_TRUE(saveSession(measured, session));
    MainWindow window;
    window.show();
    window.openSessions({session});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().hasMeasurements(); }, 10000));
    auto *targets = window.findChild<QComboBox *>(QStringLiteral("targetCombo"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 20000)); // the drives are known
    auto *advise = window.findChild<AdvisePage *>();
    ASSERT_NE(advise, nullptr);
    Q_EMIT advise->measureRequested(QStringLiteral("lzo"), {QStringLiteral("photos")});
    const Plan plan = window.findChild<SetupPage *>()->plan();
    ASSERT_EQ(plan.dataSets.size(), 1);
    EXPECT_EQ(plan.dataSets.first().kind, QStringLiteral("photos"));
    EXPECT_EQ(plan.operations, QList<Operation>{Operation::Read});
    EXPECT_EQ(plan.sourcePath, window.document()->session().drives.constLast().plan.sourcePath);
    QString whyNot;
    if (canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot)) {
        EXPECT_EQ(plan.compression.name(), QStringLiteral("loop-btrfs:lzo"));
    }
    // The folder comes from the session, a file: the window shows it on the
    // Setup page and waits for Start instead of starting a run there.
    auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
    ASSERT_NE(pages, nullptr);
    EXPECT_EQ(pages->currentWidget(), window.findChild<SetupPage *>());
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(plan.sourcePath))
        << window.statusBar()->currentMessage().toStdString();
    QTest::qWait(500);
    EXPECT_EQ(window.findChild<QMessageBox *>(QStringLiteral("errorDialog")), nullptr) << "a run was started";
    EXPECT_EQ(pages->currentWidget(), window.findChild<SetupPage *>());
}
