// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/parallelfor.h"

#include <gtest/gtest.h>

#include <QMutex>
#include <QSet>

#include <atomic>
#include <chrono>
#include <new>
#include <thread>
#include <vector>

namespace cm {
namespace {

TEST(ParallelFor, CallsEveryIndexOnceAndReturnsAfterTheLastCall)
{
    // Plain (not atomic) slots: each is written by one call only, and the
    // join before parallelFor returns makes every write visible here.
    std::vector<int> calls(1000, 0);
    EXPECT_TRUE(parallelFor(
        qsizetype(calls.size()), [&](qsizetype i) { calls[size_t(i)] += 1; }, 4));
    for (size_t i = 0; i < calls.size(); ++i)
        EXPECT_EQ(calls[i], 1) << "index " << i;
}

TEST(ParallelFor, RunsTheCallsOnAsManyThreadsAsAskedTheCallerAmongThem)
{
    // Each call waits until four threads are inside, so a run on fewer
    // threads would never return.
    std::atomic<int> inside{0};
    QMutex lock;
    QSet<std::thread::id> threads;
    const Status status = parallelFor(
        4,
        [&](qsizetype) {
            {
                QMutexLocker locker(&lock);
                threads.insert(std::this_thread::get_id());
            }
            ++inside;
            while (inside.load() < 4)
                std::this_thread::yield();
        },
        4);
    EXPECT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(threads.size(), 4);
    EXPECT_TRUE(threads.contains(std::this_thread::get_id()));
}

TEST(ParallelFor, NothingToDoCallsNothing)
{
    int calls = 0;
    EXPECT_TRUE(parallelFor(0, [&](qsizetype) { ++calls; }));
    EXPECT_TRUE(parallelFor(-3, [&](qsizetype) { ++calls; }));
    EXPECT_EQ(calls, 0);
}

TEST(ParallelFor, NeverStartsMoreThreadsThanThereAreCalls)
{
    QMutex lock;
    QSet<std::thread::id> threads;
    EXPECT_TRUE(parallelFor(
        1,
        [&](qsizetype) {
            QMutexLocker locker(&lock);
            threads.insert(std::this_thread::get_id());
        },
        8));
    EXPECT_EQ(threads, QSet<std::thread::id>{std::this_thread::get_id()});
}

TEST(ParallelFor, AThreadStillStartingIsNeverTakenForOneTheSystemRefused)
{
    // A queue's threads make more threads as they take work, while the
    // caller checks that every thread made has started: one made a moment
    // ago is starting, not refused.
    for (int round = 0; round < 100; ++round) {
        const Status status = parallelFor(
            64, [](qsizetype) {}, 64);
        ASSERT_TRUE(status) << "round " << round << ": " << status.message().toStdString();
    }
}

TEST(ParallelFor, AnExceptionOnAnyThreadIsThrownAgainOnTheCallersOnceAllHaveStopped)
{
    std::atomic<int> calls{0};
    const auto throwOnSeven = [&](qsizetype i) {
        ++calls;
        if (i == 7)
            throw std::bad_alloc();
        std::this_thread::sleep_for(std::chrono::milliseconds(1)); // long enough for the throw to stop the rest
    };
    EXPECT_THROW(static_cast<void>(parallelFor(1000, throwOnSeven, 3)), std::bad_alloc);
    EXPECT_LT(calls.load(), 1000); // the calls not yet begun were dropped
}

} // namespace
} // namespace cm
