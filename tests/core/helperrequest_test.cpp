// SPDX-License-Identifier: GPL-3.0-or-later
// What compressmark-helper accepts: it runs as root for a user who is not,
// so every way out of that user's own workspace must be refused.
#include "compression/loopimage.h"
#include "fs/filewriter_linux.h"
#include "privilege/helperrequest_linux.h"
#include "privilege/privilegedhelper.h"
#include "privilege/privileges.h"
#include "tempfolders.h"
#include "util/uniquefd.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
namespace Rules = HelperRequestRules;

namespace {

constexpr qint64 ImageBytes = qint64(256) << 20;

// A workspace as CompressMark makes one, under a canonical path.
struct TestWorkspace
{
    test::TempFolder parent;
    Workspace workspace;
    QString path;

    TestWorkspace()
    {
        const QString canonical = QFileInfo(parent.path()).canonicalFilePath();
        EXPECT_TRUE(Workspace::create(canonical, QStringLiteral("compressmark-workspace"), &workspace));
        path = workspace.path();
    }
    QString filePath(const QString &name) const { return path + QLatin1Char('/') + name; }
    QString image() const { return filePath(QLatin1String(LoopImage::ImageName)); }
};

uid_t me()
{
    return ::getuid();
}

} // namespace

TEST(HelperRequest, ParsesTheThreeActions)
{
    HelperRequest request;
    ASSERT_TRUE(Rules::parse({QStringLiteral("drop-caches")}, &request));
    EXPECT_EQ(request.action, HelperRequest::Action::DropCaches);

    ASSERT_TRUE(Rules::parse({QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"),
                              QStringLiteral("zstd"), QString::number(ImageBytes)},
                             &request));
    EXPECT_EQ(request.action, HelperRequest::Action::CreateImage);
    EXPECT_EQ(request.spec.filesystem, LoopImageSpec::Filesystem::Btrfs);
    EXPECT_EQ(request.spec.algorithm, QStringLiteral("zstd"));
    EXPECT_EQ(request.spec.bytes, ImageBytes);
    EXPECT_EQ(request.imagePath(), QStringLiteral("/w/compressmark-volume.img"));
    EXPECT_EQ(request.mountPoint(), QStringLiteral("/w/volume"));

    ASSERT_TRUE(Rules::parse({QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"),
                              QStringLiteral("zstd:9"), QString::number(ImageBytes)},
                             &request));
    EXPECT_EQ(request.spec.algorithm, QStringLiteral("zstd:9")) << "a level is a mount option";

    ASSERT_TRUE(Rules::parse({QStringLiteral("remove-image"), QStringLiteral("/w")}, &request));
    EXPECT_EQ(request.action, HelperRequest::Action::RemoveImage);
}

TEST(HelperRequest, RefusesMalformedRequests)
{
    HelperRequest request;
    const QString bytes = QString::number(ImageBytes);
    const QList<QStringList> bad{
        {},
        {QStringLiteral("format-disk"), QStringLiteral("/dev/sda")},
        {QStringLiteral("drop-caches"), QStringLiteral("1")},
        {QStringLiteral("remove-image")},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("ext4"), QStringLiteral("-"), bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"),
         QStringLiteral("compress=zstd,ssd"), bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("zstd:9,ssd"),
         bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("zstd:99"),
         bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("lzo:3"), bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("ntfs"), QStringLiteral("zstd"), bytes},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("zstd"),
         QStringLiteral("1G")},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("zstd"),
         QStringLiteral("4096")},
        {QStringLiteral("create-image"), QStringLiteral("/w"), QStringLiteral("btrfs"), QStringLiteral("zstd")},
    };
    for (const QStringList &arguments : bad)
        EXPECT_FALSE(Rules::parse(arguments, &request)) << arguments.join(QLatin1Char(' ')).toStdString();
}

TEST(HelperRequest, AcceptsTheCallersOwnWorkspace)
{
    TestWorkspace workspace;
    const Status status = Rules::checkWorkspace(workspace.path, me());
    EXPECT_TRUE(status) << status.message().toStdString();
}

TEST(HelperRequest, RefusesARelativePath)
{
    TestWorkspace workspace;
    EXPECT_FALSE(Rules::checkWorkspace(QFileInfo(workspace.path).fileName(), me()));
    EXPECT_FALSE(Rules::checkWorkspace(QString(), me()));
}

TEST(HelperRequest, RefusesDotDotAndOtherUncleanPaths)
{
    TestWorkspace workspace;
    const QString name = QFileInfo(workspace.path).fileName();
    const QStringList paths{workspace.path + QStringLiteral("/../") + name, workspace.path + QStringLiteral("/."),
                            workspace.path + QLatin1Char('/'),
                            QFileInfo(workspace.path).path() + QStringLiteral("//") + name, QStringLiteral("/")};
    for (const QString &path : paths) {
        const Status status = Rules::checkWorkspace(path, me());
        EXPECT_FALSE(status) << path.toStdString();
    }
}

TEST(HelperRequest, RefusesASymbolicLinkToAWorkspace)
{
    TestWorkspace workspace;
    test::TempFolder elsewhere;
    const QString link = QFileInfo(elsewhere.path()).canonicalFilePath() + QStringLiteral("/link");
    ASSERT_TRUE(QFile::link(workspace.path, link));
    const Status status = Rules::checkWorkspace(link, me());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("symbolic link"))) << status.message().toStdString();
}

TEST(HelperRequest, RefusesALinkOutOfTheWorkspaceOnTheWay)
{
    // <workspace>/inner leads to another folder that has a marker too:
    // <workspace>/inner is not that folder's canonical path.
    TestWorkspace workspace;
    TestWorkspace other;
    const QString inner = workspace.filePath(QStringLiteral("inner"));
    ASSERT_TRUE(QFile::link(other.path, inner));
    EXPECT_FALSE(Rules::checkWorkspace(inner, me()));
}

TEST(HelperRequest, RefusesAFolderWithoutTheMarker)
{
    test::TempFolder folder;
    EXPECT_FALSE(Rules::checkWorkspace(QFileInfo(folder.path()).canonicalFilePath(), me()));
}

TEST(HelperRequest, RefusesAMarkerThatIsALink)
{
    TestWorkspace workspace;
    test::TempFolder elsewhere;
    const QString target = elsewhere.filePath(QStringLiteral("file"));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(target), "x"));
    const QString marker = workspace.filePath(QLatin1String(Workspace::MarkerName));
    ASSERT_TRUE(QFile::remove(marker));
    ASSERT_TRUE(QFile::link(target, marker));
    EXPECT_FALSE(Rules::checkWorkspace(workspace.path, me()));
}

TEST(HelperRequest, RefusesSomeoneElsesWorkspace)
{
    TestWorkspace workspace;
    const Status status = Rules::checkWorkspace(workspace.path, me() + 4321);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("belongs to user"))) << status.message().toStdString();
}

TEST(HelperRequest, RefusesAnImageThatIsNotOurs)
{
    TestWorkspace workspace;
    UniqueFd folder;
    ASSERT_TRUE(Rules::checkWorkspace(workspace.path, me(), &folder));
    UniqueFd image;
    const auto isOurs = [&] { return bool(LoopImage::openImage(folder.get(), workspace.image(), &image)); };
    // Missing.
    EXPECT_FALSE(isOurs());

    // A link to a file elsewhere.
    test::TempFolder elsewhere;
    const QString target = elsewhere.filePath(QStringLiteral("precious"));
    ASSERT_TRUE(writeNewFile(QFile::encodeName(target), "keep me"));
    ::chmod(QFile::encodeName(target).constData(), 0600);
    ASSERT_TRUE(QFile::link(target, workspace.image()));
    EXPECT_FALSE(isOurs());
    ASSERT_TRUE(QFile::remove(workspace.image()));

    // A hard link to it.
    if (::link(QFile::encodeName(target).constData(), QFile::encodeName(workspace.image()).constData()) == 0) {
        EXPECT_FALSE(isOurs());
        ASSERT_TRUE(QFile::remove(workspace.image()));
    }

    // A file others may read.
    ASSERT_TRUE(writeNewFile(QFile::encodeName(workspace.image()), "not an image"));
    ::chmod(QFile::encodeName(workspace.image()).constData(), 0600 | 0044);
    EXPECT_FALSE(isOurs());

    // Readable by its owner (this process's user) only: the helper's shape.
    ::chmod(QFile::encodeName(workspace.image()).constData(), 0600);
    EXPECT_TRUE(isOurs());
    // Even so, no loop device serves it, which remove-image requires too.
    EXPECT_TRUE(Rules::loopDeviceServing(workspace.image()).isEmpty());
    LoopImage adopted;
    const Status status = LoopImage::adopt(workspace.path, &adopted);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("not attached"))) << status.message().toStdString();
    EXPECT_TRUE(QFileInfo::exists(workspace.image())) << "a refused image is left as it is";
}

TEST(HelperRequest, TheWorkspaceIsOpenedOnceAndCheckedThroughItsDescriptor)
{
    TestWorkspace workspace;
    UniqueFd folder;
    ASSERT_TRUE(Rules::checkWorkspace(workspace.path, me(), &folder));
    ASSERT_TRUE(folder.isValid());
    // Renamed after the check, the descriptor still holds the folder that was checked.
    const QString moved = workspace.path + QStringLiteral("-moved");
    ASSERT_TRUE(QDir().rename(workspace.path, moved));
    ASSERT_TRUE(QFile::link(QStringLiteral("/etc"), workspace.path));
    struct stat marker
    {
    };
    EXPECT_EQ(::fstatat(folder.get(), Workspace::MarkerName, &marker, AT_SYMLINK_NOFOLLOW), 0);
    EXPECT_FALSE(Rules::checkWorkspace(workspace.path, me())) << "the link in its place is refused";
    ASSERT_TRUE(QFile::remove(workspace.path));
    ASSERT_TRUE(QDir().rename(moved, workspace.path));
}

TEST(HelperRequest, CallerIsTheRealUserUnlessRootActsForSomeone)
{
    if (::getuid() != 0) {
        qputenv("PKEXEC_UID", "0");
        EXPECT_EQ(Rules::callerUid(), ::getuid()) << "a user cannot claim to be root";
        qunsetenv("PKEXEC_UID");
        return;
    }
    qputenv("PKEXEC_UID", "1234");
    EXPECT_EQ(Rules::callerUid(), uid_t(1234));
    qunsetenv("PKEXEC_UID");
    qunsetenv("SUDO_UID");
    EXPECT_EQ(Rules::callerUid(), uid_t(0));
}

TEST(PrivilegedHelper, SaysWhatPkexecAndTheHelperAnswered)
{
    QJsonObject reply;
    const Status refusedByPolkit = PrivilegedHelper::interpret(126, false, {}, {}, &reply);
    ASSERT_FALSE(refusedByPolkit);
    EXPECT_TRUE(refusedByPolkit.message().contains(QStringLiteral("password")))
        << refusedByPolkit.message().toStdString();

    const Status noAgent
        = PrivilegedHelper::interpret(127, false, {},
                                      "Error executing command as another user: No authentication agent found.\n",
                                      &reply);
    ASSERT_FALSE(noAgent);
    EXPECT_TRUE(noAgent.message().contains(QStringLiteral("No authentication agent")))
        << noAgent.message().toStdString();

    const Status refusedByHelper
        = PrivilegedHelper::interpret(2, false,
                                      R"({"ok":false,"refused":true,"error":"workspace 'w' is not an absolute path"})"
                                      "\n",
                                      {}, &reply);
    ASSERT_FALSE(refusedByHelper);
    EXPECT_TRUE(refusedByHelper.message().contains(QStringLiteral("refused: workspace 'w'")))
        << refusedByHelper.message().toStdString();

    EXPECT_FALSE(PrivilegedHelper::interpret(0, false, "garbage\n", {}, &reply));
    EXPECT_FALSE(PrivilegedHelper::interpret(0, true, {}, {}, &reply));

    ASSERT_TRUE(PrivilegedHelper::interpret(0, false,
                                            R"({"ok":true,"loopDevice":"/dev/loop3","directIo":true})"
                                            "\n",
                                            {}, &reply));
    EXPECT_EQ(reply.value(QLatin1String("loopDevice")).toString(), QStringLiteral("/dev/loop3"));
    EXPECT_TRUE(reply.value(QLatin1String("directIo")).toBool());
}

TEST(PrivilegedHelper, IsUsedUnlessSwitchedOff)
{
    qunsetenv("COMPRESSMARK_USE_HELPER");
    EXPECT_FALSE(Privileges::ofThisProcess().helperSwitchedOff);
    qputenv("COMPRESSMARK_USE_HELPER", "0");
    const Privileges switchedOff = Privileges::ofThisProcess();
    EXPECT_TRUE(switchedOff.helperSwitchedOff);
    EXPECT_FALSE(switchedOff.helperUsable());
    EXPECT_TRUE(switchedOff.whyNoHelper().contains(QStringLiteral("switched off")))
        << switchedOff.whyNoHelper().toStdString();
    qunsetenv("COMPRESSMARK_USE_HELPER");
    // Test programs have no helper next to them, so none asks for a password.
    EXPECT_TRUE(PrivilegedHelper::helperPath().isEmpty());
}
