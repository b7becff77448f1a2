#include "fs/filewriter.h"
#include "fs/saferemove.h"
#include "tempfolders.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cm;

TEST(SafeRemove, RemovesANestedTree)
{
    test::TempFolder folder;
    ASSERT_TRUE(QDir(folder.path()).mkpath(QStringLiteral("tree/a/b")));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(folder.filePath(QStringLiteral("tree/a/b/file"))), "data"));
    ASSERT_TRUE(removeTreeNoFollow(QFile::encodeName(folder.filePath(QStringLiteral("tree")))));
    EXPECT_FALSE(QFileInfo::exists(folder.filePath(QStringLiteral("tree"))));
}

TEST(SafeRemove, RemovesLinksButNeverWhatTheyPointTo)
{
    test::TempFolder outside;
    ASSERT_TRUE(writeNewFile(QFile::encodeName(outside.filePath(QStringLiteral("precious"))), "keep me"));
    test::TempFolder folder;
    ASSERT_TRUE(QDir(folder.path()).mkdir(QStringLiteral("tree")));
    ASSERT_TRUE(QFile::link(outside.path(), folder.filePath(QStringLiteral("tree/link-to-folder"))));
    ASSERT_TRUE(QFile::link(outside.filePath(QStringLiteral("precious")), folder.filePath(QStringLiteral("tree/link-to-file"))));

    ASSERT_TRUE(removeTreeNoFollow(QFile::encodeName(folder.filePath(QStringLiteral("tree")))));
    EXPECT_FALSE(QFileInfo::exists(folder.filePath(QStringLiteral("tree"))));
    EXPECT_TRUE(QFileInfo::exists(outside.filePath(QStringLiteral("precious"))));
}

TEST(SafeRemove, AMissingPathIsNotAnError)
{
    EXPECT_TRUE(removeTreeNoFollow("/no/such/compressmark/path"));
}

TEST(Workspace, CarriesAMarkerAndRemovesItself)
{
    test::TempFolder parent;
    QString path;
    {
        Workspace workspace;
        ASSERT_TRUE(Workspace::create(parent.path(), QStringLiteral("ws"), &workspace));
        path = workspace.path();
        EXPECT_TRUE(Workspace::hasMarker(path));
        ASSERT_TRUE(writeNewFile(QFile::encodeName(workspace.filePath(QStringLiteral("data"))), "x"));
    }
    EXPECT_FALSE(QFileInfo::exists(path));
}

TEST(Workspace, RefusesToRemoveAFolderWithoutItsMarker)
{
    test::TempFolder parent;
    Workspace workspace;
    ASSERT_TRUE(Workspace::create(parent.path(), QStringLiteral("ws"), &workspace));
    const QString path = workspace.path();
    ASSERT_TRUE(QFile::remove(workspace.filePath(QLatin1String(Workspace::MarkerName))));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(workspace.filePath(QStringLiteral("user-file"))), "x"));

    const Status status = workspace.remove();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("marker")));
    EXPECT_TRUE(QFileInfo::exists(path + QStringLiteral("/user-file")));
}
