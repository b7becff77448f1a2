// SPDX-License-Identifier: GPL-3.0-or-later
// The lock every writer of a session file takes, on Linux and, under wine,
// on Windows.
#include "fs/filelock.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace cm;

TEST(FileLock, ASecondLockWaitsThenFailsNamingTheFileWhileTheFirstIsHeld)
{
    test::TempFolder folder;
    const QString file = folder.filePath(QStringLiteral("s.cmsession.json"));
    FileLock first;
    ASSERT_TRUE(FileLock::acquire(file, 0, &first));
    ASSERT_TRUE(first.isLocked());
    FileLock second;
    const Status refused = FileLock::acquire(file, 100, &second);
    EXPECT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(shownPath(file))) << refused.message().toStdString();
    EXPECT_FALSE(second.isLocked());
    // Another file of the folder has a lock of its own.
    FileLock other;
    ASSERT_TRUE(FileLock::acquire(folder.filePath(QStringLiteral("t.cmsession.json")), 0, &other));
    EXPECT_TRUE(other.isLocked());
}

TEST(FileLock, AnotherThreadOfTheProcessIsExcludedToo)
{
    test::TempFolder folder;
    const QString file = folder.filePath(QStringLiteral("s.cmsession.json"));
    FileLock held;
    ASSERT_TRUE(FileLock::acquire(file, 0, &held));
    bool otherGotIt = true;
    std::thread other([&] {
        FileLock lock;
        otherGotIt = bool(FileLock::acquire(file, 100, &lock));
    });
    other.join();
    EXPECT_FALSE(otherGotIt);
}

TEST(FileLock, IsFreeOnceItsHolderGoesAndLeavesNothingInTheFolder)
{
    test::TempFolder folder;
    const QString file = folder.filePath(QStringLiteral("s.cmsession.json"));
    {
        FileLock held;
        ASSERT_TRUE(FileLock::acquire(file, 0, &held));
        EXPECT_EQ(test::countEntries(folder.path()), 1); // the lock file
    }
    FileLock next;
    ASSERT_TRUE(FileLock::acquire(file, 0, &next));
    EXPECT_TRUE(next.isLocked());
    next.release();
    EXPECT_FALSE(next.isLocked());
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(FileLock, PassesFromHolderToHolderWithoutTwoHoldingItAtOnce)
{
#ifdef Q_OS_WIN
    // Under wine a lock file being deleted on close is refused to the next
    // opener longer than the lock allows for; not yet checked on Windows.
    GTEST_SKIP() << "hand-over of the lock file under wine is not yet settled";
#endif
    test::TempFolder folder;
    const QString file = folder.filePath(QStringLiteral("s.cmsession.json"));
    std::atomic<int> holders{0};
    std::atomic<int> most{0};
    std::atomic<int> failures{0};
    auto work = [&] {
        for (int n = 0; n < 200; ++n) {
            FileLock lock;
            if (!FileLock::acquire(file, 10000, &lock) || !lock.isLocked()) {
                ++failures;
                continue;
            }
            const int now = ++holders;
            most = std::max(most.load(), now);
            --holders;
        }
    };
    std::thread a(work), b(work), c(work);
    a.join();
    b.join();
    c.join();
    EXPECT_EQ(failures.load(), 0);
    EXPECT_EQ(most.load(), 1);
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}
