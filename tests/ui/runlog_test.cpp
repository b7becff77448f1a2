// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's log speaks the Setup page's words, not the session's
// identifiers, and its chart takes the window's theme.
#include "benchmarkruns.h"
#include "chart/displaynames.h"
#include "run/cancelquestion.h"
#include "run/runpage.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "util/units.h"
#include "widgetlookup.h"

#include <QApplication>
#include <QChartView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

TEST(RunLog, NamesThePlansChoicesAsTheSetupPageDoes)
{
    RunPage page;
    Plan plan;
    plan.sourcePath = QStringLiteral("/data");
    plan.targetPath = QStringLiteral("/dev/shm");
    plan.cacheMode = CacheMode::Drop;
    plan.copier.kind = CopierChoice::Kind::Serial;
    plan.compression.method = CompressionMethod::LoopBtrfs;
    plan.compression.algorithm = QStringLiteral("zstd:9");
    page.runStarted(plan);
    const QString started = namedChild<QPlainTextEdit>(page, "logView")->toPlainText();
    EXPECT_TRUE(started.contains(cacheModeTitle(CacheMode::Drop))) << started.toStdString();
    EXPECT_TRUE(started.contains(copierTitle(CopierChoice::Kind::Serial))) << started.toStdString();
    EXPECT_TRUE(started.contains(compressionMethodTitle(CompressionMethod::LoopBtrfs) + QStringLiteral(", zstd:9")))
        << started.toStdString();
    EXPECT_FALSE(started.contains(QStringLiteral("caches: drop"))) << started.toStdString();
    EXPECT_FALSE(started.contains(QStringLiteral("loop-btrfs"))) << started.toStdString();
}

TEST(RunChart, TakesTheWindowsThemeBeforeAndDuringARun)
{
    RunPage page;
    page.setChartTheme(ChartTheme::Dark);
    auto *view = namedChild<QChartView>(page, "runChartView");
    const QColor dark = chartStyle(ChartTheme::Dark).background;
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark) << "not a white box in the dark theme";
    page.runStarted(Plan());
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
    page.showSession(test::sampleSession(1));
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
}

// A real run, sized automatically, in the window's words: every stage and
// notice names the data set, the variant and the operation as the pages
// do, never by the identifiers the command line and the session use.
TEST(RunLog, StagesAndNoticesOfARunUseThePagesWords)
{
    test::TempFolder source;
    test::RamFolder target;
    Plan plan = test::smallPlan(source.path(), target.path(), 2 * MiB, 2);
    plan.autoSize = true;
    plan.minRunSeconds = 0.02;
    BenchmarkRunner runner;
    runner.setWords(displayRunWords());
    RunPage page;
    page.followRunner(&runner);
    QStringList stages;
    QObject::connect(&runner, &BenchmarkRunner::progressed, [&stages](const RunProgress &progress) {
        for (const RunStage &stage : progress.begun)
            if (!stages.contains(stage.text))
                stages.append(stage.text);
    });
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    page.runStarted(plan);
    runner.start(test::settled(plan), Privileges::ofThisProcess(), Session());
    const RunOutcome outcome = test::waitForOutcome(runner, finished);
    ASSERT_TRUE(outcome.status) << outcome.status.message().toStdString();

    const QString log = namedChild<QPlainTextEdit>(page, "logView")->toPlainText();
    const QString books = dataSetTitle(QStringLiteral("books"));
    EXPECT_TRUE(log.contains(books + QStringLiteral(": "))) << "the sizing notice: " << log.toStdString();
    const QString writing = QStringLiteral("Writing: %1, %2").arg(books, variantTitle(Variant::Plain));
    EXPECT_TRUE(stages.contains(writing)) << stages.join(QLatin1Char('\n')).toStdString();
    // The log names every stage, however short, as it began.
    EXPECT_TRUE(log.contains(writing)) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("%1, %2, %3: run 1")
                                 .arg(books, variantTitle(Variant::Plain), operationTitle(QStringLiteral("read")))))
        << log.toStdString();
    const QRegularExpression identifier(QStringLiteral("\\b(books|plain|read)\\b"));
    for (const QString &stage : std::as_const(stages))
        EXPECT_FALSE(identifier.match(stage).hasMatch()) << stage.toStdString();
    EXPECT_FALSE(log.contains(QStringLiteral("books"))) << log.toStdString();
    EXPECT_FALSE(log.contains(QStringLiteral("cache mode"))) << "a choice is named, not its option value";
}

// Switched to dark while a run's chart shows: the chart is drawn again in
// the new theme at once, not when the next result comes.
TEST(RunChart, FollowsAThemeChosenAfterTheFirstResult)
{
    RunPage page;
    page.runStarted(Plan());
    page.showSession(test::sampleSession(1));
    auto *view = namedChild<QChartView>(page, "runChartView");
    EXPECT_EQ(view->chart()->backgroundBrush().color(), chartStyle(ChartTheme::Light).background);
    page.setChartTheme(ChartTheme::Dark);
    EXPECT_EQ(view->chart()->backgroundBrush().color(), chartStyle(ChartTheme::Dark).background);
    EXPECT_FALSE(view->chart()->series().isEmpty()) << "the results so far, not the placeholder";
}

// A run cancelled before its first result: the log says "Cancelled." and
// lists no runs of the drive measured before, as if this run had made them.
TEST(RunLog, ARunCancelledBeforeItsFirstResultLogsNoEarlierRuns)
{
    test::TempFolder source;
    test::RamFolder target;
    BenchmarkRunner runner;
    RunPage page;
    page.followRunner(&runner);
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    const Plan plan = test::smallPlan(source.path(), target.path(), 2 * MiB, 2);
    page.runStarted(plan);
    const Session earlier = test::sampleSession(1); // a drive measured before, with runs
    runner.start(test::settled(plan), Privileges::ofThisProcess(), earlier);
    runner.cancel();
    const RunOutcome outcome = test::waitForOutcome(runner, finished);
    ASSERT_TRUE(outcome.cancelled);
    ASSERT_FALSE(outcome.hasRunDrive);
    const QString log = namedChild<QPlainTextEdit>(page, "logView")->toPlainText();
    EXPECT_TRUE(log.contains(QStringLiteral("Cancelled."))) << log.toStdString();
    EXPECT_FALSE(log.contains(QStringLiteral(": run 1,"))) << log.toStdString();
}

// The question to cancel says the run goes on, and a run that ends while
// it is open closes it: no answer is taken for a run that is over.
TEST(CancelQuestion, ARunThatEndsWhileAskedClosesTheQuestion)
{
    test::TempFolder source;
    test::RamFolder target;
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    runner.start(test::settled(test::smallPlan(source.path(), target.path(), 2 * MiB, 2)), Privileges::ofThisProcess(),
                 Session());
    QString said;
    QTimer::singleShot(0, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible())
                said = box->text();
    });
    EXPECT_FALSE(askToCancelRun(nullptr, runner)) << "closed by the run's end, not answered";
    EXPECT_TRUE(said.contains(QStringLiteral("goes on"))) << said.toStdString();
    EXPECT_FALSE(runner.isRunning());
    EXPECT_EQ(finished.size(), 1);
}
