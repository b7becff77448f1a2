// The lock that orders processes saving into one folder, on Linux and, under
// wine, on Windows.
#include "fs/folderlock.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

#include <thread>

using namespace cm;

TEST(FolderLock, ASecondLockWaitsThenFailsNamingTheFolderWhileTheFirstIsHeld)
{
    test::TempFolder folder;
    FolderLock first;
    ASSERT_TRUE(FolderLock::acquire(folder.path(), 0, &first));
    ASSERT_TRUE(first.isLocked());
    FolderLock second;
    const Status refused = FolderLock::acquire(folder.path(), 100, &second);
    EXPECT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(folder.path())) << refused.message().toStdString();
    EXPECT_FALSE(second.isLocked());
}

TEST(FolderLock, AnotherThreadOfTheProcessIsExcludedToo)
{
    test::TempFolder folder;
    FolderLock held;
    ASSERT_TRUE(FolderLock::acquire(folder.path(), 0, &held));
    bool otherGotIt = true;
    std::thread other([&] {
        FolderLock lock;
        otherGotIt = bool(FolderLock::acquire(folder.path(), 100, &lock));
    });
    other.join();
    EXPECT_FALSE(otherGotIt);
}

TEST(FolderLock, IsFreeOnceItsHolderGoesAndLeavesNothingInTheFolder)
{
    test::TempFolder folder;
    {
        FolderLock held;
        ASSERT_TRUE(FolderLock::acquire(folder.path(), 0, &held));
    }
    FolderLock next;
    ASSERT_TRUE(FolderLock::acquire(folder.path(), 0, &next));
    EXPECT_TRUE(next.isLocked());
    next = FolderLock();
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}
