// SPDX-License-Identifier: GPL-3.0-or-later
#include "uiutil/jobtracker.h"

#include <QObject>
#include <QSemaphore>
#include <QStringList>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <gtest/gtest.h>

#include <atomic>
#include <memory>

using namespace cm;

namespace {

constexpr int WaitMs = 20000;

// An owner of a tracker, as a window page is.
class Owner : public QObject
{
public:
    JobTracker jobs{this};
    QStringList delivered;
};

// Lets a job finish only when the test says so.
struct Gate
{
    QSemaphore opened;
    void open() { opened.release(); }
    void pass() { opened.acquire(); }
};

// Every job of the pool has returned and every queued call has run.
void settle(const JobTracker &jobs)
{
    ASSERT_TRUE(QTest::qWaitFor([&] { return !jobs.isRunning(); }, WaitMs));
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
}

} // namespace

TEST(JobTracker, TheNewerRequestWinsEvenWhenTheOlderFinishesLater)
{
    Owner owner;
    auto gate = std::make_shared<Gate>();
    owner.jobs.start(
        [gate] {
            gate->pass();
            return QStringLiteral("older");
        },
        [&owner](const QString &result) { owner.delivered << result; });
    owner.jobs.start([] { return QStringLiteral("newer"); },
                     [&owner](const QString &result) { owner.delivered << result; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return !owner.delivered.isEmpty(); }, WaitMs));
    EXPECT_TRUE(owner.jobs.isRunning()) << "the older job still runs";

    gate->open(); // the older one finishes now, after the newer
    settle(owner.jobs);
    EXPECT_EQ(owner.delivered, QStringList{QStringLiteral("newer")});
}

TEST(JobTracker, ResultsArriveOnTheOwnersThreadAndWorkRunsOnAnother)
{
    Owner owner;
    std::atomic<QThread *> worker{nullptr};
    QThread *deliveredOn = nullptr;
    bool runningWhenDelivered = true;
    owner.jobs.start(
        [&worker] {
            worker = QThread::currentThread();
            return 42;
        },
        [&](int value) {
            deliveredOn = QThread::currentThread();
            runningWhenDelivered = owner.jobs.isRunning();
            owner.delivered << QString::number(value);
        });
    EXPECT_TRUE(owner.jobs.isRunning());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !owner.delivered.isEmpty(); }, WaitMs));
    EXPECT_EQ(owner.delivered, QStringList{QStringLiteral("42")});
    EXPECT_EQ(deliveredOn, owner.thread());
    EXPECT_NE(worker.load(), owner.thread());
    EXPECT_FALSE(runningWhenDelivered) << "a delivered job has ended";
    EXPECT_FALSE(owner.jobs.isRunning());
}

TEST(JobTracker, ADestroyedOwnerGetsNothingAndItsJobIsCancelled)
{
    auto *owner = new Owner;
    auto gate = std::make_shared<Gate>();
    auto sawCancel = std::make_shared<std::atomic<bool>>(false);
    auto finished = std::make_shared<std::atomic<bool>>(false);
    auto delivered = std::make_shared<int>(0);
    owner->jobs.start(
        [gate, sawCancel, finished](const JobControl &control) {
            gate->pass();
            *sawCancel = control.cancellation().isRequested();
            *finished = true;
            return 1;
        },
        [delivered](int) { ++*delivered; });
    delete owner;
    gate->open();
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished->load(); }, WaitMs));
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    EXPECT_TRUE(sawCancel->load());
    EXPECT_EQ(*delivered, 0);
}

TEST(JobTracker, AResultOnItsWayWhenTheOwnerGoesIsDropped)
{
    auto *owner = new Owner;
    auto delivered = std::make_shared<int>(0);
    owner->jobs.start([] { return 1; }, [delivered](int) { ++*delivered; });
    // The result is queued before the owner goes; the event loop has not run yet.
    QThreadPool::globalInstance()->waitForDone();
    delete owner;
    QCoreApplication::processEvents();
    EXPECT_EQ(*delivered, 0);
}

TEST(JobTracker, ANewerRequestStopsTheOlderWorkThroughItsFlag)
{
    Owner owner;
    auto stoppedEarly = std::make_shared<std::atomic<bool>>(false);
    owner.jobs.start(
        [stoppedEarly](const JobControl &control) {
            // Work that polls its flag between blocks, as the advise probe does.
            while (!control.cancellation().isRequested())
                QThread::msleep(1);
            *stoppedEarly = control.isStale();
            return QStringLiteral("older");
        },
        [&owner](const QString &result) { owner.delivered << result; });
    owner.jobs.start([] { return QStringLiteral("newer"); },
                     [&owner](const QString &result) { owner.delivered << result; });
    settle(owner.jobs);
    EXPECT_TRUE(stoppedEarly->load());
    EXPECT_EQ(owner.delivered, QStringList{QStringLiteral("newer")});
}

TEST(JobTracker, CancelDropsTheResultAndProgressOfTheRunningJob)
{
    Owner owner;
    auto gate = std::make_shared<Gate>();
    int progress = 0;
    owner.jobs.start(
        [gate, &progress](const JobControl &control) {
            control.post([&progress] { ++progress; });
            gate->pass();
            control.post([&progress] { ++progress; }); // after the cancel: dropped
            return QStringLiteral("cancelled");
        },
        [&owner](const QString &result) { owner.delivered << result; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return progress == 1; }, WaitMs));
    owner.jobs.cancel();
    gate->open();
    settle(owner.jobs);
    EXPECT_EQ(progress, 1);
    EXPECT_TRUE(owner.delivered.isEmpty());
}
