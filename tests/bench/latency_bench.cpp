// SPDX-License-Identifier: GPL-3.0-or-later
// How soon CompressMark answers: every cancel within a second, and the
// window's event loop never kept waiting half a second during a run. A
// GoogleTest program to run by hand on a quiet machine, not part of ctest:
// bounds on time fail at random on a loaded machine, and the README quotes
// the figures this prints.
//
//   compressmark_latency_bench [--gtest_repeat=N]
#include "cancelsurvey.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "windowdriver.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdio>

using namespace cm;

// 50 cancels at random places in every kind of work a run does (the same
// survey as BenchmarkRunner.CancelAtFiftyRandomPointsStopsAndLeavesNothing).
TEST(Latency, EveryCancelTakesEffectWithinASecond)
{
    constexpr qint64 ClaimedMs = 1000;
    const test::CancelSurvey survey = test::cancelAtRandomPoints(50, 20261130);
    for (const test::CancelPoint &point : survey.landed()) {
        EXPECT_GE(point.latencyMs, 0);
        EXPECT_LE(point.latencyMs, ClaimedMs)
            << "cancelled in " << test::runPartName(point.part) << (point.onLoopImage ? " on a loop image" : "");
    }
    const QList<qint64> latencies = survey.sortedLatenciesMs();
    ASSERT_FALSE(latencies.isEmpty());
    std::printf("cancel latency over %lld cancels: median %lld ms, worst %lld ms\n",
                static_cast<long long>(latencies.size()), static_cast<long long>(latencies.at(latencies.size() / 2)),
                static_cast<long long>(latencies.constLast()));
}

// The GUI thread does no I/O: a pause of half a second would mean it does.
TEST(Latency, TheWindowsEventLoopNeverPausesHalfASecondDuringARun)
{
    QStandardPaths::setTestModeEnabled(true);
    test::TempFolder source;
    test::RamFolder target;
    MainWindow window;
    window.show();
    test::chooseSmallRun(window, source.path(), target.path(), 8, 3);
    auto *start = test::namedChild<QPushButton>(window, "startButton");
    QTest::mouseClick(start, Qt::LeftButton);
    test::StallMeter stalls;
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 180000));
    stalls.stop();
    std::printf("worst event-loop pause during the run: %lld ms\n", static_cast<long long>(stalls.worstMilliseconds()));
    EXPECT_LT(stalls.worstMilliseconds(), 500);
    QDir(MainWindow::sessionFolder()).removeRecursively();
}
