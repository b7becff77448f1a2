// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/filewriter_linux.h"
#include "fs/saferemove.h"
#include "scopedmount.h"
#include "tempfolders.h"
#include "util/uniquefd.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cm;

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

namespace {

// A folder of the user's with files, to be bound into a tree that is removed.
struct UsersFolder
{
    test::TempFolder folder;
    UsersFolder()
    {
        EXPECT_TRUE(writeNewFile(QFile::encodeName(folder.filePath(QStringLiteral("thesis.txt"))), "years of work"));
        EXPECT_TRUE(QDir(folder.path()).mkdir(QStringLiteral("photos")));
        EXPECT_TRUE(writeNewFile(QFile::encodeName(folder.filePath(QStringLiteral("photos/1.jpg"))), "a photo"));
    }
    void expectIntact() const
    {
        EXPECT_TRUE(QFileInfo::exists(folder.filePath(QStringLiteral("thesis.txt"))));
        EXPECT_TRUE(QFileInfo::exists(folder.filePath(QStringLiteral("photos/1.jpg"))));
    }
};

} // namespace

// A bind mount of a folder of the same filesystem has the same st_dev as
// the tree around it: only its mount id tells that it is another mount.
TEST(SafeRemove, NeverRemovesThroughABindMountAndNamesIt)
{
    CM_SKIP_WITHOUT_MOUNTS();
    UsersFolder users;
    test::TempFolder folder;
    const QString tree = folder.filePath(QStringLiteral("tree"));
    ASSERT_TRUE(QDir().mkpath(tree + QStringLiteral("/a/bound")));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(tree + QStringLiteral("/a/mine")), "x"));
    test::ScopedMount bound(test::ScopedMount::bind(users.folder.path()), tree + QStringLiteral("/a/bound"));
    ASSERT_TRUE(bound.isMounted()) << bound.error().toStdString();
    struct stat inside
    {
    }, around{};
    ASSERT_EQ(::stat(QFile::encodeName(bound.path()).constData(), &inside), 0);
    ASSERT_EQ(::stat(QFile::encodeName(tree).constData(), &around), 0);
    ASSERT_EQ(inside.st_dev, around.st_dev) << "the test needs a bind mount of the same filesystem";

    const Status refused = removeTreeNoFollow(QFile::encodeName(tree));
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(bound.path())) << refused.message().toStdString();
    users.expectIntact();
    EXPECT_TRUE(QFileInfo::exists(tree + QStringLiteral("/a/mine"))) << "nothing is removed around a mount";

    ASSERT_TRUE(bound.unmount());
    ASSERT_TRUE(removeTreeNoFollow(QFile::encodeName(tree)));
    EXPECT_FALSE(QFileInfo::exists(tree));
    users.expectIntact();
}

TEST(SafeRemove, AFileBoundOverAFileIsLeftAsItIs)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder outside;
    const QString precious = outside.filePath(QStringLiteral("precious"));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(precious), "keep me"));
    test::TempFolder folder;
    const QString file = folder.filePath(QStringLiteral("tree/file"));
    ASSERT_TRUE(QDir().mkpath(folder.filePath(QStringLiteral("tree"))));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(file), "mine"));
    test::ScopedMount bound(test::ScopedMount::bind(precious), file);
    ASSERT_TRUE(bound.isMounted()) << bound.error().toStdString();

    const Status refused = removeTreeNoFollow(QFile::encodeName(folder.filePath(QStringLiteral("tree"))));
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(file)) << refused.message().toStdString();
    EXPECT_TRUE(QFileInfo::exists(precious));
}

TEST(SafeRemove, RefusesAFolderThatIsItselfAMountPoint)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::ScopedMount ram(test::ScopedMount::tmpfs(1 << 20));
    ASSERT_TRUE(ram.isMounted()) << ram.error().toStdString();
    ASSERT_TRUE(writeNewFile(QFile::encodeName(ram.filePath(QStringLiteral("file"))), "x"));
    const Status refused = removeTreeNoFollow(QFile::encodeName(ram.path()));
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("mount point"))) << refused.message().toStdString();
    EXPECT_TRUE(QFileInfo::exists(ram.filePath(QStringLiteral("file"))));
}

// What a run does at its end, with something mounted in its workspace
// meanwhile: the workspace, its marker and the bound files all stay.
TEST(Workspace, ABindMountInsideKeepsTheWorkspaceItsMarkerAndTheBoundFiles)
{
    CM_SKIP_WITHOUT_MOUNTS();
    UsersFolder users;
    test::TempFolder parent;
    Workspace workspace;
    ASSERT_TRUE(Workspace::create(parent.path(), QStringLiteral("ws"), &workspace));
    const QString path = workspace.path();
    const QString inner = workspace.filePath(QStringLiteral("plain/books"));
    ASSERT_TRUE(QDir().mkpath(inner));
    test::ScopedMount bound(test::ScopedMount::bind(users.folder.path()), inner);
    ASSERT_TRUE(bound.isMounted()) << bound.error().toStdString();

    const Status refused = workspace.remove();
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(inner)) << refused.message().toStdString();
    EXPECT_TRUE(Workspace::hasMarker(path));
    users.expectIntact();

    ASSERT_TRUE(bound.unmount());
    const Status removed = workspace.remove();
    EXPECT_TRUE(removed) << removed.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    users.expectIntact();
}

// A removal that stops halfway leaves the marker, whatever order the names
// are listed in, so that `compressmark clean` can finish it later.
TEST(Workspace, ARemovalThatStopsHalfwayKeepsTheMarker)
{
    test::TempFolder parent;
    Workspace workspace;
    ASSERT_TRUE(Workspace::create(parent.path(), QStringLiteral("ws"), &workspace));
    const QString stuck = workspace.filePath(QStringLiteral("zz-stuck"));
    ASSERT_TRUE(QDir().mkpath(stuck));
    const QByteArray file = QFile::encodeName(stuck + QStringLiteral("/file"));
    ASSERT_TRUE(writeNewFile(file, "x"));
    // Root may remove from any folder: an immutable file stops it instead.
    UniqueFd handle(::open(file.constData(), O_RDONLY | O_CLOEXEC));
    int flags = 0;
    const bool immutable = ::geteuid() == 0 && ::ioctl(handle.get(), FS_IOC_GETFLAGS, &flags) == 0
        && ::ioctl(handle.get(), FS_IOC_SETFLAGS, &(flags |= FS_IMMUTABLE_FL)) == 0;
    if (::geteuid() == 0 && !immutable)
        GTEST_SKIP() << "this filesystem has no immutable files to stop a removal as root";
    if (!immutable) {
        ASSERT_EQ(::chmod(QFile::encodeName(stuck).constData(), 0500), 0);
    }
    const auto letGo = [&] {
        int cleared = flags & ~FS_IMMUTABLE_FL;
        if (immutable)
            ::ioctl(handle.get(), FS_IOC_SETFLAGS, &cleared);
        ::chmod(QFile::encodeName(stuck).constData(), 0700);
    };
    auto onEveryPath = qScopeGuard(letGo);

    ASSERT_FALSE(workspace.remove());
    EXPECT_TRUE(Workspace::hasMarker(workspace.path()));
    onEveryPath.dismiss();
    letGo();
    const Status removed = workspace.remove();
    EXPECT_TRUE(removed) << removed.message().toStdString();
}
