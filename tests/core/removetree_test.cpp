// SPDX-License-Identifier: GPL-3.0-or-later
// removeTreeNoFollow() on both systems: the Linux-only cases (mounts,
// workspaces) are in saferemove_test.cpp.
#include "fs/saferemove.h"
#include "symboliclink.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cm;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::NewOnly)) << path.toStdString();
    ASSERT_EQ(file.write(content), content.size());
}

} // namespace

TEST(SafeRemove, RemovesANestedTreeWithAReadOnlyFile)
{
    test::TempFolder folder;
    ASSERT_TRUE(QDir(folder.path()).mkpath(QStringLiteral("tree/a/b")));
    writeFile(folder.filePath(QStringLiteral("tree/a/b/file")), "data");
    const QString readOnly = folder.filePath(QStringLiteral("tree/a/read-only"));
    writeFile(readOnly, "data");
    ASSERT_TRUE(QFile::setPermissions(readOnly, QFile::ReadOwner));
    ASSERT_TRUE(removeTreeNoFollow(QFile::encodeName(folder.filePath(QStringLiteral("tree")))));
    EXPECT_FALSE(QFileInfo::exists(folder.filePath(QStringLiteral("tree"))));
}

TEST(SafeRemove, RemovesLinksButNeverWhatTheyPointTo)
{
    if (QString why; !test::canMakeSymbolicLinks(&why))
        GTEST_SKIP() << why.toStdString();
    test::TempFolder outside;
    writeFile(outside.filePath(QStringLiteral("precious")), "keep me");
    test::TempFolder folder;
    ASSERT_TRUE(QDir(folder.path()).mkdir(QStringLiteral("tree")));
    ASSERT_TRUE(test::makeSymbolicLink(outside.path(), folder.filePath(QStringLiteral("tree/link-to-folder"))));
    ASSERT_TRUE(test::makeSymbolicLink(outside.filePath(QStringLiteral("precious")),
                                       folder.filePath(QStringLiteral("tree/link-to-file"))));

    ASSERT_TRUE(removeTreeNoFollow(QFile::encodeName(folder.filePath(QStringLiteral("tree")))));
    EXPECT_FALSE(QFileInfo::exists(folder.filePath(QStringLiteral("tree"))));
    EXPECT_TRUE(QFileInfo::exists(outside.filePath(QStringLiteral("precious"))));
}

TEST(SafeRemove, AMissingPathIsNotAnError)
{
    EXPECT_TRUE(removeTreeNoFollow(QFile::encodeName(QDir::tempPath() + QStringLiteral("/no/such/compressmark/path"))));
}
