// SPDX-License-Identifier: GPL-3.0-or-later
#include "cache/pagecache.h"
#include "fs/filewriter_linux.h"
#include "tempfolders.h"
#include "volume/volumeinfo.h"

#include <QFile>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace cm;

namespace {

constexpr qint64 FileBytes = 8 * 1024 * 1024;

// A freshly written file sits in the page cache.
QByteArray writeCachedFile(const test::TempFolder &folder)
{
    const QByteArray path = QFile::encodeName(folder.filePath(QStringLiteral("data.bin")));
    EXPECT_TRUE(writeNewFile(path, QByteArray(FileBytes, 'x')));
    return QFile::encodeName(folder.path());
}

} // namespace

TEST(PageCache, AFreshlyWrittenFileIsResident)
{
    test::TempFolder folder;
    const QByteArray root = writeCachedFile(folder);
    PageCache::Residency residency;
    ASSERT_TRUE(PageCache::residency(root, &residency));
    EXPECT_EQ(residency.totalPages, FileBytes / ::sysconf(_SC_PAGESIZE));
    EXPECT_GT(residency.fraction(), 0.5);
}

TEST(PageCache, EvictionLeavesNothingResident)
{
    test::TempFolder folder;
    if (isRamBacked(folder.path()))
        GTEST_SKIP() << "the build tree is on a RAM disk, whose pages cannot be evicted";
    const QByteArray root = writeCachedFile(folder);
    ASSERT_TRUE(PageCache::evictTree(root));
    PageCache::Residency residency;
    ASSERT_TRUE(PageCache::residency(root, &residency));
    EXPECT_EQ(residency.residentPages, 0);
    EXPECT_DOUBLE_EQ(residency.fraction(), 0.0);
}

TEST(PageCache, DroppingAllCachesLeavesNothingResident)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "dropping the machine's caches needs root";
    test::TempFolder folder;
    if (isRamBacked(folder.path()))
        GTEST_SKIP() << "the build tree is on a RAM disk";
    const QByteArray root = writeCachedFile(folder);
    ASSERT_TRUE(PageCache::dropAllCaches(Privileges::ofThisProcess()));
    PageCache::Residency residency;
    ASSERT_TRUE(PageCache::residency(root, &residency));
    EXPECT_EQ(residency.residentPages, 0);
}

TEST(PageCache, DroppingCachesWithoutRootSaysWhy)
{
    Privileges user;
    user.helperMissing = QStringLiteral("compressmark-helper is not installed");
    Status status = PageCache::dropAllCaches(user);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("root"))) << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(user.helperMissing)) << status.message().toStdString();
    // Switched off, an installed helper is not asked either.
    user.helperMissing.clear();
    status = PageCache::dropAllCaches(user.withoutHelper());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("switched off"))) << status.message().toStdString();
}

TEST(PageCache, AMissingTreeIsAnError)
{
    PageCache::Residency residency;
    EXPECT_FALSE(PageCache::residency("/no/such/tree", &residency));
    EXPECT_FALSE(PageCache::evictTree("/no/such/tree"));
}
