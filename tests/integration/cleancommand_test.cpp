// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark clean` and the stale-workspace notice of `run`, on what a
// run killed with SIGKILL really leaves behind.
#include "compression/loopimagemaker.h"
#include "filecontents.h"
#include "programrun.h"
#include "scopedmount.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "workflow/staleworkspaces.h"
#include "volume/workspace.h"
#include "workspaces.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <gtest/gtest.h>

#include <sys/mount.h>

using namespace cm;
using test::expectOneErrorLine;
using test::ProgramResult;
using test::runProgram;

namespace {

// The folders named `prefix`-XXXXXX in `folder`.
QStringList foldersNamed(const QString &folder, const QString &prefix)
{
    return QDir(folder).entryList({prefix + QStringLiteral("-*")}, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
}

QStringList runArguments(const QString &source, const QString &target, const QString &session, const QString &reps,
                         const QString &compression)
{
    return {QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("books"),
            QStringLiteral("--size"),
            QStringLiteral("4M"),
            QStringLiteral("--reps"),
            reps,
            QStringLiteral("--compression"),
            compression,
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--out"),
            session,
            QStringLiteral("--chart"),
            session + QStringLiteral(".png")};
}

// A run killed with SIGKILL once it has saved a measurement: its workspaces stay.
void killRunHalfway(const QStringList &arguments, const QString &session)
{
    QProcess process;
    EXPECT_TRUE(
        test::startAndWaitForSavedRuns(process, arguments + QStringList{QStringLiteral("--quiet")}, session, 1));
    process.kill();
    process.waitForFinished();
}

// Whatever a failed test leaves mounted or attached below `folder` goes with it.
struct ReleaseMountsBelow
{
    QString folder;
    ~ReleaseMountsBelow()
    {
        for (const StaleWorkspace &stale : findStaleWorkspaces(folder))
            EXPECT_TRUE(removeStaleWorkspace(stale, Privileges::ofThisProcess()));
        for (const QString &mountPoint : test::mountsBelow(folder))
            ::umount2(QFile::encodeName(mountPoint).constData(), MNT_DETACH);
    }
};

} // namespace

TEST(CleanCommand, RemovesWhatAKilledRunLeftButNeverALiveRunOrAnUnmarkedFolder)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString unmarked = source.filePath(QStringLiteral("compressmark-workspace-nomark"));
    test::writeFile(unmarked + QStringLiteral("/keep.txt"), QByteArrayLiteral("not CompressMark's"));

    QProcess live;
    const QString liveSession = results.filePath(QStringLiteral("live.cmsession.json"));
    ASSERT_TRUE(test::startAndWaitForSavedRuns(live,
                                               runArguments(source.path(), target.path(), liveSession,
                                                            QStringLiteral("1000"), QStringLiteral("none")),
                                               liveSession, 1));
    const QStringList liveWorkspaces = foldersNamed(source.path(), QStringLiteral("compressmark-workspace"));
    const ProgramResult whileLive = runProgram({QStringLiteral("clean"), source.path(), QStringLiteral("--yes")});
    EXPECT_EQ(whileLive.exitCode, 0) << whileLive.err.toStdString();
    EXPECT_TRUE(whileLive.out.startsWith(QStringLiteral("No stale"))) << whileLive.out.toStdString();
    EXPECT_EQ(foldersNamed(source.path(), QStringLiteral("compressmark-workspace")), liveWorkspaces);
    EXPECT_EQ(foldersNamed(target.path(), QStringLiteral("compressmark-target")).size(), 1);
    live.kill();
    live.waitForFinished();

    // Listed, by `clean` and by the next `run`, but not yet removed.
    const ProgramResult listed = runProgram({QStringLiteral("clean")}, source.path());
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    QStringList killedWorkspaces = liveWorkspaces;
    killedWorkspaces.removeAll(QStringLiteral("compressmark-workspace-nomark"));
    ASSERT_EQ(killedWorkspaces.size(), 1);
    EXPECT_TRUE(listed.out.contains(killedWorkspaces.first())) << listed.out.toStdString();
    EXPECT_FALSE(listed.out.contains(QStringLiteral("nomark"))) << listed.out.toStdString();
    EXPECT_TRUE(QFileInfo::exists(source.filePath(killedWorkspaces.first())));

    const QString nextSession = results.filePath(QStringLiteral("next.cmsession.json"));
    const ProgramResult next = runProgram(
        runArguments(source.path(), target.path(), nextSession, QStringLiteral("1"), QStringLiteral("none")));
    EXPECT_EQ(next.exitCode, 0) << next.err.toStdString();
    EXPECT_TRUE(next.err.contains(killedWorkspaces.first() + QStringLiteral("; remove it with: compressmark clean ")))
        << next.err.toStdString();
    EXPECT_TRUE(next.err.contains(QStringLiteral("compressmark-target-"))) << next.err.toStdString();

    const ProgramResult removed = runProgram({QStringLiteral("clean"), source.path(), QStringLiteral("--yes")});
    EXPECT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_TRUE(removed.out.contains(QStringLiteral("removed"))) << removed.out.toStdString();
    const ProgramResult removedTarget = runProgram({QStringLiteral("clean"), target.path(), QStringLiteral("--yes")});
    EXPECT_EQ(removedTarget.exitCode, 0) << removedTarget.err.toStdString();
    EXPECT_EQ(foldersNamed(source.path(), QStringLiteral("compressmark-workspace")),
              QStringList{QStringLiteral("compressmark-workspace-nomark")});
    EXPECT_EQ(test::countEntries(source.path()), 2) << "only the unmarked folder and its file are left";
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(CleanCommand, UnmountsDetachesAndDeletesTheLoopImageOfAKilledRun)
{
    QString whyNot;
    if (!canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot))
        GTEST_SKIP() << "skipped: " << whyNot.toStdString();
    test::TempFolder source;
    const ReleaseMountsBelow release{source.path()};
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("loop.cmsession.json"));
    killRunHalfway(runArguments(source.path(), target.path(), session, QStringLiteral("1000"),
                                QStringLiteral("loop-btrfs")),
                   session);
    ASSERT_FALSE(test::mountsBelow(source.path()).isEmpty()) << "the killed run's image is still mounted";

    const ProgramResult listed = runProgram({QStringLiteral("clean"), source.path()});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("loop image is still mounted"))) << listed.out.toStdString();
    const ProgramResult removed = runProgram({QStringLiteral("clean"), source.path(), QStringLiteral("--yes")});
    EXPECT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_TRUE(test::mountsBelow(source.path()).isEmpty());
    EXPECT_TRUE(test::loopDevicesBackedBelow(source.path()).isEmpty());
    EXPECT_EQ(test::countEntries(source.path()), 0);
    runProgram({QStringLiteral("clean"), target.path(), QStringLiteral("--yes")});
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

// A save killed before its rename leaves its new file beside the old:
// clean lists and removes those no write has touched for a minute, and
// nothing else.
TEST(CleanCommand, RemovesTheTemporaryFilesOfSavesThatDidNotFinish)
{
    test::TempFolder folder;
    const QString left = folder.filePath(QStringLiteral(".s.cmsession.json.k3j4h5g6.tmp"));
    const QString chartLeft = folder.filePath(QStringLiteral(".chart.png.0a1b2c3d.tmp"));
    const QString underWay = folder.filePath(QStringLiteral(".t.cmsession.json.z9y8x7w6.tmp"));
    const QString notOne = folder.filePath(QStringLiteral(".notes.tmp"));
    for (const QString &path : {left, chartLeft, underWay, notOne})
        test::writeFile(path, QByteArray(1000, 'x'));
    const QDateTime longAgo = QDateTime::currentDateTime().addSecs(-120);
    for (const QString &path : {left, chartLeft, notOne}) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.setFileTime(longAgo, QFileDevice::FileModificationTime));
    }

    const ProgramResult listed = runProgram({QStringLiteral("clean"), folder.path()});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(left)) << listed.out.toStdString();
    EXPECT_TRUE(listed.out.contains(chartLeft)) << listed.out.toStdString();
    EXPECT_FALSE(listed.out.contains(underWay)) << listed.out.toStdString();
    EXPECT_FALSE(listed.out.contains(notOne)) << listed.out.toStdString();
    EXPECT_EQ(test::countEntries(folder.path()), 4);

    const ProgramResult removed = runProgram({QStringLiteral("clean"), folder.path(), QStringLiteral("--yes")});
    EXPECT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(left));
    EXPECT_FALSE(QFileInfo::exists(chartLeft));
    EXPECT_TRUE(QFileInfo::exists(underWay));
    EXPECT_TRUE(QFileInfo::exists(notOne));
}

TEST(CleanCommand, APathThatIsNotAFolderIsBadUsage)
{
    test::TempFolder folder;
    test::writeFile(folder.filePath(QStringLiteral("file")), QByteArrayLiteral("x"));
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("clean"), folder.filePath(QStringLiteral("missing"))},
          QStringList{QStringLiteral("clean"), folder.filePath(QStringLiteral("file"))},
          QStringList{QStringLiteral("clean"), folder.path(), folder.path()},
          QStringList{QStringLiteral("clean"), QStringLiteral("--force")}}) {
        const ProgramResult result = runProgram(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
    }
    EXPECT_EQ(test::countEntries(folder.path()), 1);
}

// A workspace left by a killed run with a user's folder bound inside it (the
// same filesystem, so st_dev matches): clean refuses it and names the mount,
// the bound files and the marker stay, and clean finishes once it is gone.
TEST(CleanCommand, RefusesAWorkspaceWithABindMountInsideAndNamesIt)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder users;
    test::writeFile(users.filePath(QStringLiteral("thesis.txt")), QByteArrayLiteral("years of work"));
    test::TempFolder parent;
    const QString workspace
        = test::makeWorkspaceOf(parent.path(), QStringLiteral("compressmark-workspace-dead01"), test::endedOwner());
    const QString inner = workspace + QStringLiteral("/plain/books");
    test::ScopedMount bound(test::ScopedMount::bind(users.path()), inner);
    ASSERT_TRUE(bound.isMounted()) << bound.error().toStdString();

    const ProgramResult refused = runProgram({QStringLiteral("clean"), parent.path(), QStringLiteral("--yes")});
    EXPECT_EQ(refused.exitCode, 1) << refused.out.toStdString();
    expectOneErrorLine(refused);
    EXPECT_TRUE(refused.err.contains(inner)) << refused.err.toStdString();
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(users.filePath(QStringLiteral("thesis.txt")))),
              QByteArrayLiteral("years of work"));
    EXPECT_TRUE(Workspace::hasMarker(workspace));

    ASSERT_TRUE(bound.unmount());
    const ProgramResult removed = runProgram({QStringLiteral("clean"), parent.path(), QStringLiteral("--yes")});
    EXPECT_EQ(removed.exitCode, 0) << removed.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(workspace));
    EXPECT_EQ(test::nativeFileContent(QFile::encodeName(users.filePath(QStringLiteral("thesis.txt")))),
              QByteArrayLiteral("years of work"));
}

// `clean LINK/`: the trailing slash must not make clean work on what the
// link leads to (nor does `clean LINK`).
TEST(CleanCommand, ALinkNamedAsTheFolderIsRefusedWithOrWithoutATrailingSlash)
{
    test::TempFolder parent;
    const QString workspace
        = test::makeWorkspaceOf(parent.path(), QStringLiteral("compressmark-workspace-dead02"), test::endedOwner());
    test::TempFolder elsewhere;
    const QString linkToWorkspace = elsewhere.filePath(QStringLiteral("link-to-workspace"));
    const QString linkToParent = elsewhere.filePath(QStringLiteral("link-to-parent"));
    ASSERT_TRUE(QFile::link(workspace, linkToWorkspace));
    ASSERT_TRUE(QFile::link(parent.path(), linkToParent));
    for (const QString &link : {linkToWorkspace, linkToParent}) {
        const QStringList namings{link, link + QLatin1Char('/'), link + QStringLiteral("//"),
                                  link + QStringLiteral("/.")};
        for (const QString &named : namings) {
            const ProgramResult result = runProgram({QStringLiteral("clean"), named, QStringLiteral("--yes")});
            EXPECT_EQ(result.exitCode, 2) << named.toStdString();
            expectOneErrorLine(result);
            EXPECT_TRUE(result.err.contains(QStringLiteral("symbolic link"))) << result.err.toStdString();
        }
    }
    EXPECT_TRUE(Workspace::hasMarker(workspace));
    EXPECT_TRUE(QFileInfo::exists(workspace + QStringLiteral("/plain/books/a.txt")));
}
