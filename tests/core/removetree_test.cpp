// SPDX-License-Identifier: GPL-3.0-or-later
// removeTreeNoFollow() on both systems: the Linux-only cases (mounts,
// workspaces) are in saferemove_test.cpp.
#include "fs/filereader.h"
#include "fs/saferemove.h"
#include "fs/treewalk.h"
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

// A data set's files below the workspaces go deeper than Windows' MAX_PATH
// (260), which its calls take only in the "\\?\" form: walked, read and
// removed like any other.
TEST(SafeRemove, WalksReadsAndRemovesATreeDeeperThan260Characters)
{
    test::TempFolder folder;
    QString relative = QStringLiteral("tree");
    while (folder.filePath(relative).size() < 320)
        relative += QStringLiteral("/folder-of-a-deep-tree");
    ASSERT_TRUE(QDir(folder.path()).mkpath(relative));
    writeFile(folder.filePath(relative + QStringLiteral("/file")), "data");
    const QByteArray deepFile = QFile::encodeName(folder.filePath(relative + QStringLiteral("/file")));

    {
        FileReader reader;
        ASSERT_TRUE(FileReader::open(deepFile, &reader));
        char content[8];
        qint64 got = 0;
        ASSERT_TRUE(reader.readAt(content, sizeof content, 0, &got));
        EXPECT_EQ(QByteArray(content, int(got)), QByteArray("data"));
    }

    const QByteArray tree = QFile::encodeName(folder.filePath(QStringLiteral("tree")));
    qint64 files = 0;
    ASSERT_TRUE(walkTree(tree, [&files](const TreeEntry &entry) {
        files += entry.type == TreeEntry::Type::RegularFile && entry.bytes == 4 ? 1 : 0;
        return Status::ok();
    }));
    EXPECT_EQ(files, 1);
    const Status removed = removeTreeNoFollow(tree);
    ASSERT_TRUE(removed) << removed.message().toStdString();
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
