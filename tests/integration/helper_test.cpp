// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark-helper: refused requests end with exit status
// 2, one JSON line on stdout and one line on stderr; as root, an image is
// made, left mounted for the caller, and removed by a second run.
#include "compression/loopimagemaker.h"
#include "filecontents.h"
#include "helperprogram.h"
#include "programrunasnobody.h"
#include "scopedmount.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "fs/mounttable.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <string>

#include <gtest/gtest.h>

#include <pwd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace cm;

namespace {

void expectRefused(const QStringList &arguments)
{
    const test::HelperReply reply = test::runHelper(arguments);
    const std::string shown = arguments.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(reply.exitCode, 2) << shown;
    EXPECT_EQ(reply.stdoutLines.size(), 1) << shown;
    EXPECT_EQ(reply.stderrLines.size(), 1) << shown << ": " << reply.stderrLines.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(reply.json.value(QLatin1String("ok")).toBool(true)) << shown;
    EXPECT_TRUE(reply.json.value(QLatin1String("refused")).toBool()) << shown;
    EXPECT_FALSE(reply.json.value(QLatin1String("error")).toString().isEmpty()) << shown;
}

QString canonicalWorkspace(const test::TempFolder &parent, Workspace *workspace)
{
    EXPECT_TRUE(Workspace::create(QFileInfo(parent.path()).canonicalFilePath(),
                                  QStringLiteral("compressmark-workspace"), workspace));
    return workspace->path();
}

// A workspace of this user's under a canonical path, as the helper takes it.
struct HelperWorkspace
{
    test::TempFolder parent;
    Workspace workspace;
    QString path = canonicalWorkspace(parent, &workspace);
};

// remove-image succeeds and leaves nothing mounted or attached.
void expectRemoved(const HelperWorkspace &workspace)
{
    const test::HelperReply removed = test::runHelper({QStringLiteral("remove-image"), workspace.path});
    EXPECT_EQ(removed.exitCode, 0) << removed.errors().toStdString();
    EXPECT_TRUE(test::mountsBelow(workspace.parent.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(workspace.parent.path()).isEmpty());
}

// `program ARGUMENTS` run as the ordinary user nobody: its exit status
// (-1 when it could not start or crashed) and what it printed.
struct NobodyRun
{
    int exitCode = -1;
    QString output;
};

NobodyRun runAsNobody(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral("/usr/bin/setpriv"),
                  QStringList{QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                              QStringLiteral("--clear-groups"), program}
                      + arguments);
    EXPECT_TRUE(process.waitForFinished(30000));
    NobodyRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.output = QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError()).trimmed();
    return run;
}

// The caller controls the blocks beneath its image and so can make any
// file appear in it: a setuid-root copy of a program, a device node open to
// all. The helper's mount is nosuid, nodev and noexec (the mount table says
// so), and neither gives the ordinary user nobody anything.
void expectPlantedFilesGiveNothing(const QString &filesystem)
{
    if (const QString why = test::whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    const HelperWorkspace workspace;
    const test::HelperReply made = test::runHelper(
        test::createImageArguments(workspace.path, filesystem, QStringLiteral("-"), qint64(128) << 20));
    ASSERT_EQ(made.exitCode, 0) << made.errors().toStdString();
    const QString volume = made.json.value(QLatin1String("mountPoint")).toString();
    const QString loopDevice = made.json.value(QLatin1String("loopDevice")).toString();

    const QList<MountEntry> table = readMountTable();
    const MountEntry *mount = mountOf(table, volume);
    ASSERT_TRUE(mount && mount->mountPoint == volume);
    for (const char *option : {"nosuid", "nodev", "noexec"})
        EXPECT_TRUE(hasMountOption(mount->mountOptions, QLatin1String(option)))
            << option << " in " << mount->mountOptions.toStdString();

    test::letNobodyThrough(volume);
    const QString program = volume + QStringLiteral("/id");
    ASSERT_TRUE(QFile::copy(QStringLiteral("/usr/bin/id"), program));
    const QByteArray programPath = QFile::encodeName(program);
    ASSERT_EQ(::chown(programPath.constData(), 0, 0), 0);
    ::chmod(programPath.constData(), 04755); // ntfs-3g keeps no modes: its files are 0777 already
    const NobodyRun ran = runAsNobody(program, {QStringLiteral("-u")});
    EXPECT_FALSE(ran.exitCode == 0 && ran.output == QLatin1String("0"))
        << "a setuid-root program in the image ran as root";
    EXPECT_NE(ran.exitCode, 0) << "a program in the image ran: " << ran.output.toStdString();

    // The image's own loop device, as a node anyone may open.
    struct stat device
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(loopDevice).constData(), &device), 0);
    const QString node = volume + QStringLiteral("/device");
    if (::mknod(QFile::encodeName(node).constData(), S_IFBLK | 0666, device.st_rdev) == 0) {
        ::chmod(QFile::encodeName(node).constData(), 0666);
        const NobodyRun read = runAsNobody(QStringLiteral("/usr/bin/head"), {QStringLiteral("-c1"), node});
        EXPECT_NE(read.exitCode, 0) << "a device node in the image was opened";
    }

    expectRemoved(workspace);
}

} // namespace

// Skips the current test, saying why, where `filesystem` images cannot be made.
#define SKIP_WITHOUT_IMAGES(filesystem)                                                                                \
    do {                                                                                                               \
        if (QString whyNot;                                                                                            \
            !canMakeLoopImage(LoopImageSpec::Filesystem::filesystem, Privileges::ofThisProcess(), &whyNot))            \
            GTEST_SKIP() << whyNot.toStdString();                                                                      \
    } while (false)

TEST(HelperProgram, RefusesBadRequestsWithExitStatusTwo)
{
    test::TempFolder parent;
    Workspace workspace;
    const QString path = canonicalWorkspace(parent, &workspace);
    const QString bytes = QString::number(qint64(256) << 20);
    expectRefused({});
    expectRefused({QStringLiteral("mount"), QStringLiteral("/dev/sda1"), QStringLiteral("/mnt")});
    expectRefused({QStringLiteral("create-image"), QStringLiteral("relative/workspace"), QStringLiteral("btrfs"),
                   QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("create-image"), path + QStringLiteral("/.."), QStringLiteral("btrfs"),
                   QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("create-image"), QFileInfo(parent.path()).canonicalFilePath(),
                   QStringLiteral("btrfs"), QStringLiteral("zstd"), bytes});
    expectRefused({QStringLiteral("remove-image"), path}); // no image at all
    ASSERT_TRUE(QFile::link(QStringLiteral("/etc/passwd"), path + QStringLiteral("/compressmark-volume.img")));
    expectRefused({QStringLiteral("remove-image"), path}); // an image that is a link
}

TEST(HelperProgram, MakesAnImageForTheCallerAndRemovesIt)
{
    SKIP_WITHOUT_IMAGES(Btrfs);
    const HelperWorkspace workspace;
    const QString &path = workspace.path;

    const test::HelperReply made = test::runHelper(
        test::createImageArguments(path, QStringLiteral("btrfs"), QStringLiteral("zstd"), qint64(256) << 20));
    ASSERT_EQ(made.exitCode, 0) << made.errors().toStdString();
    EXPECT_TRUE(made.json.value(QLatin1String("ok")).toBool());
    EXPECT_TRUE(made.json.value(QLatin1String("loopDevice")).toString().startsWith(QStringLiteral("/dev/loop")));
    const QString mountPoint = made.json.value(QLatin1String("mountPoint")).toString();
    EXPECT_EQ(mountPoint, path + QStringLiteral("/volume"));
    EXPECT_TRUE(made.json.value(QLatin1String("directIo")).isBool());
    // Still mounted after the helper has gone: the caller writes there.
    EXPECT_TRUE(QFile(mountPoint + QStringLiteral("/written-by-the-caller")).open(QIODevice::WriteOnly));

    expectRemoved(workspace);
    EXPECT_FALSE(QFileInfo::exists(path + QStringLiteral("/compressmark-volume.img")));
    EXPECT_FALSE(QFileInfo::exists(mountPoint));
}

// A link put where the image or its mount folder goes is never followed:
// the helper fails, the place the link leads to is untouched, and nothing
// it made is left (image, loop device, mount).
TEST(HelperProgram, NeverFollowsALinkPutWhereTheImageOrItsFolderGoes)
{
    SKIP_WITHOUT_IMAGES(Btrfs);
    const HelperWorkspace workspace;
    const QString &path = workspace.path;
    test::TempFolder rootOnly; // made by root, mode 0700
    const QString secret = rootOnly.filePath(QStringLiteral("secret"));
    test::writeFile(secret, QByteArrayLiteral("root's"));
    const QStringList arguments
        = test::createImageArguments(path, QStringLiteral("btrfs"), QStringLiteral("zstd"), qint64(128) << 20);
    const QString image = path + QLatin1Char('/') + QLatin1String(LoopImage::ImageName);
    const QString volume = path + QLatin1Char('/') + QLatin1String(LoopImage::MountFolderName);

    ASSERT_TRUE(QFile::link(secret, image));
    test::HelperReply reply = test::runHelper(arguments);
    EXPECT_EQ(reply.exitCode, 1) << reply.errors().toStdString();
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(secret)), QByteArrayLiteral("root's"));
    EXPECT_TRUE(QFileInfo(image).isSymLink()) << "what the helper did not make, it leaves";
    ASSERT_TRUE(QFile::remove(image));

    ASSERT_TRUE(QFile::link(rootOnly.path(), volume));
    reply = test::runHelper(arguments);
    EXPECT_EQ(reply.exitCode, 1) << reply.errors().toStdString();
    EXPECT_TRUE(test::mountsBelow(rootOnly.path()).isEmpty());
    EXPECT_TRUE(test::mountsBelow(workspace.parent.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(workspace.parent.path()).isEmpty());
    EXPECT_FALSE(QFileInfo::exists(image)) << "the image it made is deleted";
    EXPECT_TRUE(QFileInfo(volume).isSymLink());
    EXPECT_EQ(test::countEntries(rootOnly.path()), 1);
}

// Something mounted over the image's folder after the helper made it is not
// the image: remove-image refuses, naming what it found, and unmounts
// nothing; once that is gone, the image is removed.
TEST(HelperProgram, RemoveImageRefusesWhatElseIsMountedOnTheVolume)
{
    SKIP_WITHOUT_IMAGES(Btrfs);
    CM_SKIP_WITHOUT_MOUNTS();
    const HelperWorkspace workspace;
    const test::HelperReply made = test::runHelper(
        test::createImageArguments(workspace.path, QStringLiteral("btrfs"), QStringLiteral("-"), qint64(128) << 20));
    ASSERT_EQ(made.exitCode, 0) << made.errors().toStdString();
    {
        test::ScopedMount over(test::ScopedMount::tmpfs(1 << 20),
                               made.json.value(QLatin1String("mountPoint")).toString());
        ASSERT_TRUE(over.isMounted()) << over.error().toStdString();
        const test::HelperReply refused = test::runHelper({QStringLiteral("remove-image"), workspace.path});
        EXPECT_EQ(refused.exitCode, 2);
        EXPECT_TRUE(refused.errors().contains(QStringLiteral("something other than")))
            << refused.errors().toStdString();
        EXPECT_EQ(test::mountsBelow(workspace.path).size(), 2) << "both mounts are left as they are";
    }
    expectRemoved(workspace);
}

TEST(HelperProgram, ASetuidProgramOrDeviceNodeInTheBtrfsImageGivesNothing)
{
    SKIP_WITHOUT_IMAGES(Btrfs);
    expectPlantedFilesGiveNothing(QStringLiteral("btrfs"));
}

TEST(HelperProgram, ASetuidProgramOrDeviceNodeInTheNtfsImageGivesNothing)
{
    SKIP_WITHOUT_IMAGES(Ntfs);
    expectPlantedFilesGiveNothing(QStringLiteral("ntfs"));
}

// ntfs-3g mounts on a path only: it mounts on a folder of root's under /run
// and the mount is moved into the workspace; that folder does not stay.
TEST(HelperProgram, MakesAnNtfsImageThroughARootOnlyFolderAndMovesItIntoPlace)
{
    SKIP_WITHOUT_IMAGES(Ntfs);
    const HelperWorkspace workspace;
    const auto stagingFolders
        = [] { return QDir(QStringLiteral("/run")).entryList({QStringLiteral("compressmark-mount-*")}, QDir::Dirs); };
    const QStringList stagingBefore = stagingFolders();
    const test::HelperReply made = test::runHelper(
        test::createImageArguments(workspace.path, QStringLiteral("ntfs"), QStringLiteral("-"), qint64(128) << 20));
    ASSERT_EQ(made.exitCode, 0) << made.errors().toStdString();
    const QString volume = made.json.value(QLatin1String("mountPoint")).toString();
    EXPECT_EQ(test::mountsBelow(workspace.path), QStringList{volume});
    EXPECT_TRUE(QFile(volume + QStringLiteral("/written-by-the-caller")).open(QIODevice::WriteOnly));
    EXPECT_EQ(stagingFolders(), stagingBefore);

    expectRemoved(workspace);
    EXPECT_EQ(test::countEntries(workspace.path), 1) << "only the marker is left";
}
