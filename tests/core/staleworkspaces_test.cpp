// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontents.h"
#include "tempfolders.h"
#include "workflow/staleworkspaces.h"
#include "volume/workspace.h"
#include "workspaces.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <gtest/gtest.h>

using namespace cm;

using test::endedOwner;
using test::makeWorkspaceOf;

TEST(WorkspaceOwner, TheMarkerRecordsThisProcessWhichIsRunning)
{
    const WorkspaceOwner self = WorkspaceOwner::ofThisProcess();
    EXPECT_GT(self.processStartTicks, 0);
    EXPECT_FALSE(self.bootId.isEmpty());
    const std::optional<WorkspaceOwner> read = WorkspaceOwner::fromMarkerText(self.toMarkerText());
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->pid, self.pid);
    EXPECT_EQ(read->processStartTicks, self.processStartTicks);
    EXPECT_EQ(read->bootId, self.bootId);
    EXPECT_EQ(read->host, self.host);
    EXPECT_TRUE(read->mayStillRun());
    EXPECT_FALSE(
        WorkspaceOwner::fromMarkerText(QByteArrayLiteral("CompressMark workspace; safe to delete\n")).has_value());
}

TEST(WorkspaceOwner, AnEndedProcessAReusedIdOrAnEarlierBootHasEnded)
{
    EXPECT_FALSE(endedOwner().mayStillRun());
    WorkspaceOwner reused = WorkspaceOwner::ofThisProcess();
    reused.processStartTicks += 1; // same id, another process
    EXPECT_FALSE(reused.mayStillRun());
    WorkspaceOwner earlierBoot = WorkspaceOwner::ofThisProcess();
    earlierBoot.bootId = QStringLiteral("00000000-0000-0000-0000-000000000000");
    EXPECT_FALSE(earlierBoot.mayStillRun());
    WorkspaceOwner otherHost = endedOwner();
    otherHost.host += QStringLiteral("-elsewhere"); // cannot be told: kept
    EXPECT_TRUE(otherHost.mayStillRun());
}

TEST(StaleWorkspaces, FindsAndRemovesOnlyMarkedWorkspacesOfEndedRuns)
{
    test::TempFolder parent;
    const QString stale = makeWorkspaceOf(parent.path(), QStringLiteral("compressmark-workspace-dead01"), endedOwner());
    const QString live = makeWorkspaceOf(parent.path(), QStringLiteral("compressmark-workspace-live01"),
                                         WorkspaceOwner::ofThisProcess());
    const QString oldMarker = parent.filePath(QStringLiteral("compressmark-workspace-old001"));
    test::writeFile(oldMarker + QLatin1Char('/') + QLatin1String(Workspace::MarkerName),
                    QByteArrayLiteral("CompressMark workspace\n"));
    const QString unmarked = parent.filePath(QStringLiteral("compressmark-workspace-nomark"));
    test::writeFile(unmarked + QStringLiteral("/keep.txt"), QByteArrayLiteral("keep"));
    ASSERT_TRUE(QFile::link(stale, parent.filePath(QStringLiteral("link-to-stale"))));

    const QList<StaleWorkspace> found = findStaleWorkspaces(parent.path());
    ASSERT_EQ(found.size(), 1);
    EXPECT_EQ(found.first().path, stale);
    EXPECT_FALSE(found.first().loopImageInUse);
    EXPECT_EQ(findStaleWorkspaces(stale).size(), 1) << "a stale workspace named itself is found too";

    ASSERT_TRUE(removeStaleWorkspace(found.first(), Privileges::ofThisProcess()));
    EXPECT_FALSE(QFileInfo::exists(stale));
    EXPECT_TRUE(QFileInfo::exists(live));
    EXPECT_TRUE(QFileInfo::exists(oldMarker));
    EXPECT_TRUE(QFileInfo::exists(unmarked + QStringLiteral("/keep.txt")));
    EXPECT_TRUE(findStaleWorkspaces(parent.path()).isEmpty());
}

TEST(StaleWorkspaces, RemovalRefusesAFolderWithoutMarkerAndAWorkspaceInUse)
{
    test::TempFolder parent;
    const QString unmarked = parent.filePath(QStringLiteral("compressmark-workspace-nomark"));
    test::writeFile(unmarked + QStringLiteral("/keep.txt"), QByteArrayLiteral("keep"));
    StaleWorkspace claimed;
    claimed.path = unmarked;
    claimed.owner = endedOwner();
    EXPECT_FALSE(removeStaleWorkspace(claimed, Privileges::ofThisProcess()));
    EXPECT_TRUE(QFileInfo::exists(unmarked + QStringLiteral("/keep.txt")));

    // Found stale, then taken up again before the removal: checked again.
    const QString workspace = makeWorkspaceOf(parent.path(), QStringLiteral("compressmark-workspace-x"), endedOwner());
    const QList<StaleWorkspace> found = findStaleWorkspaces(parent.path());
    ASSERT_EQ(found.size(), 1);
    test::writeFile(workspace + QStringLiteral("/ignored"), QByteArray());
    QFile marker(workspace + QLatin1Char('/') + QLatin1String(Workspace::MarkerName));
    ASSERT_TRUE(marker.open(QIODevice::WriteOnly | QIODevice::Truncate));
    marker.write(WorkspaceOwner::ofThisProcess().toMarkerText());
    marker.close();
    const Status refused = removeStaleWorkspace(found.first(), Privileges::ofThisProcess());
    EXPECT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("may still be going"))) << refused.message().toStdString();
    EXPECT_TRUE(QFileInfo::exists(workspace + QStringLiteral("/plain/books/a.txt")));
}

TEST(StaleWorkspaces, AWorkspaceThisRunMakesIsInUse)
{
    test::TempFolder parent;
    Workspace workspace;
    ASSERT_TRUE(Workspace::create(parent.path(), QStringLiteral("compressmark-workspace"), &workspace));
    EXPECT_TRUE(findStaleWorkspaces(parent.path()).isEmpty());
}
