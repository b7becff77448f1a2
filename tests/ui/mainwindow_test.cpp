// SPDX-License-Identifier: GPL-3.0-or-later
// A real run driven through the window's widgets into a tmpfs folder:
// choose, start, watch the progress and the chart, save, reopen, export;
// a cancel in the middle; refusals shown before Start.
#include "setup/setuppage.h"
#include "system/interruptwatch.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "windowdriver.h"
#include "workspaces.h"
#include "export/exportdialog.h"
#include "document/sessiondocument.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <cstdio>

using namespace cm;
using test::chooseSmallRun;
using test::namedChild;
using test::StallMeter;

namespace {

// Answers the next modal question box with `button`.
void answerNextQuestion(QMessageBox::StandardButton button)
{
    QTimer::singleShot(100, [button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // Sessions of this test go to its own folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void TearDown() override
    {
        // This process's own folder (testmain names the application per process).
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QStandardPaths::setTestModeEnabled(false);
    }

    // Starts the most repetitions the page allows, of 24 MiB, and waits
    // until the first measurement is in the session: a run that outlasts any
    // cancel, even with the GUI thread slowed many times by a sanitizer.
    // (The progress bar moves earlier, while the data set is written.)
    void startALongRun(MainWindow &window, const QString &source, const QString &target)
    {
        chooseSmallRun(window, source, target, 24, 1000);
        QTest::mouseClick(namedChild<QPushButton>(window, "startButton"), Qt::LeftButton);
        auto *overall = namedChild<QProgressBar>(window, "overallProgress");
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return overall->value() > 0 && window.document()->session().hasMeasurements(); },
                            120000));
    }
};

TEST_F(MainWindowTest, OffersOnlyRamDisksAsTargets)
{
    MainWindow window;
    window.show();
    auto *targets = namedChild<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 20000));
    EXPECT_EQ(targets->itemData(0).toString(), QStringLiteral("/dev/shm"));
}

TEST_F(MainWindowTest, RunsSavesReopensAndExportsThroughTheWidgets)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder output;
    MainWindow window;
    window.show();
    chooseSmallRun(window, source.path(), target.path(), 8, 3);

    int progressSeen = 0;
    auto *overall = namedChild<QProgressBar>(window, "overallProgress");
    QObject::connect(overall, &QProgressBar::valueChanged,
                     [&](int value) { progressSeen = std::max(progressSeen, value); });
    auto *start = namedChild<QPushButton>(window, "startButton");
    QTest::mouseClick(start, Qt::LeftButton);
    StallMeter stalls;
    EXPECT_FALSE(start->isEnabled());
    auto *stage = namedChild<QLabel>(window, "stageLabel");
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 180000)) << stage->text().toStdString();
    stalls.stop();
    EXPECT_EQ(stage->text(), QStringLiteral("Done."));
    // How long the event loop may pause is held by compressmark_latency_bench.
    std::printf("worst event-loop stall during the run: %lld ms\n", static_cast<long long>(stalls.worstMilliseconds()));
    EXPECT_GT(progressSeen, 0);
    EXPECT_TRUE(namedChild<QPlainTextEdit>(window, "logView")->toPlainText().contains(QStringLiteral("MB/s")));

    QChart *chart = namedChild<QChartView>(window, "chartView")->chart();
    ASSERT_EQ(chart->series().size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_GT(bars->barSets().first()->at(0), 0.0);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
    EXPECT_EQ(QDir(MainWindow::sessionFolder()).entryList(QDir::Files).size(), 1);
    EXPECT_FALSE(window.document()->isModified());

    const QString saved = output.filePath(QStringLiteral("my drive.cmsession.json"));
    QSignalSpy savedSpy(window.document(), &SessionDocument::saved);
    window.saveSessionAs(saved);
    ASSERT_TRUE(savedSpy.wait(10000));
    EXPECT_EQ(window.document()->path(), saved);

    MainWindow reopened;
    reopened.show();
    reopened.openSessions({saved});
    ASSERT_TRUE(QTest::qWaitFor([&] { return reopened.document()->session().hasMeasurements(); }, 10000));
    EXPECT_EQ(reopened.document()->session().drives.first().results.first().runs.size(), 3);
    const QString png = output.filePath(QStringLiteral("chart.png"));
    ExportDialog *dialog = reopened.openExportDialog();
    ASSERT_NE(dialog, nullptr);
    dialog->exportChartTo(png);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(png); }, 10000));
    EXPECT_FALSE(QImage(png).isNull());
}

TEST_F(MainWindowTest, CancelInTheMiddleAsksAndLeavesNoFiles)
{
    test::TempFolder source;
    test::RamFolder target;
    MainWindow window;
    window.show();
    startALongRun(window, source.path(), target.path());
    auto *start = namedChild<QPushButton>(window, "startButton");
    auto *cancel = namedChild<QPushButton>(window, "cancelButton");

    // "No" keeps the run going; "Yes" stops it.
    answerNextQuestion(QMessageBox::No);
    QTest::mouseClick(cancel, Qt::LeftButton);
    EXPECT_TRUE(cancel->isEnabled());
    answerNextQuestion(QMessageBox::Yes);
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 30000));
    std::printf("cancel took %lld ms\n", static_cast<long long>(sinceCancel.elapsed()));
    EXPECT_TRUE(namedChild<QLabel>(window, "stageLabel")->text().startsWith(QStringLiteral("Cancelled")));
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST_F(MainWindowTest, ShowsAPreflightRefusalBeforeStart)
{
    test::TempFolder source;
    MainWindow window;
    window.show();
    auto *targets = namedChild<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 20000));
    namedChild<QLineEdit>(window, "sourceEdit")->setText(source.filePath(QStringLiteral("missing")));
    auto *label = namedChild<QLabel>(window, "preflightLabel");
    ASSERT_TRUE(QTest::qWaitFor([&] { return label->text().contains(QStringLiteral("does not exist")); }, 20000))
        << label->text().toStdString();
    EXPECT_FALSE(namedChild<QPushButton>(window, "startButton")->isEnabled());
}

TEST_F(MainWindowTest, OffersToRemoveWhatAKilledRunLeftBehind)
{
    test::TempFolder source;
    const QString leftover
        = test::makeWorkspaceOf(source.path(), QStringLiteral("compressmark-workspace-killed"), test::endedOwner());
    const QString running = test::makeWorkspaceOf(source.path(), QStringLiteral("compressmark-workspace-running"),
                                                  WorkspaceOwner::ofThisProcess());
    MainWindow window;
    window.show();
    auto *setup = window.findChild<SetupPage *>();
    namedChild<QLineEdit>(window, "sourceEdit")->setText(source.path());
    setup->refreshVolumes();
    auto *label = namedChild<QLabel>(window, "leftoverLabel");
    ASSERT_TRUE(QTest::qWaitFor([&] { return label->isVisible(); }, 20000));
    EXPECT_TRUE(label->text().contains(leftover)) << label->text().toStdString();
    EXPECT_FALSE(label->text().contains(running)) << label->text().toStdString();

    QSignalSpy checked(setup, &SetupPage::planChecked);
    QTest::mouseClick(namedChild<QPushButton>(window, "removeLeftoversButton"), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !QFileInfo::exists(leftover); }, 20000));
    EXPECT_TRUE(QFileInfo::exists(running)) << "a run still going keeps its workspace";
    ASSERT_TRUE(checked.wait(20000)); // the drives looked at again
    EXPECT_FALSE(label->isVisible());
}

// The window watches SIGINT, SIGTERM and SIGHUP itself (the terminal it
// was started from closing): the run stops without a question and cleans
// up; a second signal during the clean-up changes nothing.
TEST_F(MainWindowTest, ASignalStopsTheRunWithoutAQuestionAndCleansUpFirst)
{
    Interrupts::install();
    test::TempFolder source;
    test::RamFolder target;
    MainWindow window;
    window.show();
    startALongRun(window, source.path(), target.path());
    auto *start = namedChild<QPushButton>(window, "startButton");
    ASSERT_EQ(::raise(SIGHUP), 0);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return window.statusBar()->currentMessage().contains(QStringLiteral("Stopping")); },
                        30000));
    ASSERT_EQ(::raise(SIGINT), 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 30000));
    EXPECT_TRUE(Interrupts::received());
    EXPECT_TRUE(window.document()->session().hasMeasurements());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
    // Shutting down: Start starts nothing any more (it would switch itself off at once).
    QTest::mouseClick(start, Qt::LeftButton);
    EXPECT_TRUE(start->isEnabled());
    for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP, SIGPIPE})
        std::signal(signalNumber, SIG_DFL);
}

TEST_F(MainWindowTest, ShuttingDownStopsTheRunAndCleansUpFirst)
{
    test::TempFolder source;
    test::RamFolder target;
    MainWindow window;
    window.show();
    startALongRun(window, source.path(), target.path());
    auto *start = namedChild<QPushButton>(window, "startButton");
    window.shutDown(); // what SIGINT and SIGTERM do: no question asked
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 30000));
    EXPECT_TRUE(window.document()->session().hasMeasurements());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}
