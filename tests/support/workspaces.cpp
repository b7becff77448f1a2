// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspaces.h"

#include "filecontents.h"
#include "volume/workspace.h"

#include <QFileInfo>
#include <QProcess>

#include <gtest/gtest.h>

namespace cm::test {
namespace {

// The id of a process that has ended (and been reaped).
qint64 pidOfAnEndedProcess()
{
    QProcess process;
    process.start(QStringLiteral("true"), QStringList());
    EXPECT_TRUE(process.waitForStarted());
    const qint64 pid = process.processId();
    EXPECT_TRUE(process.waitForFinished());
    return pid;
}

} // namespace

QString makeWorkspaceOf(const QString &parent, const QString &name, const WorkspaceOwner &owner)
{
    const QString folder = parent + QLatin1Char('/') + name;
    writeFile(folder + QLatin1Char('/') + QLatin1String(Workspace::MarkerName), owner.toMarkerText());
    writeFile(folder + QStringLiteral("/plain/books/a.txt"), QByteArrayLiteral("data"));
    return QFileInfo(folder).canonicalFilePath();
}

WorkspaceOwner endedOwner()
{
    WorkspaceOwner owner = WorkspaceOwner::ofThisProcess();
    owner.pid = pidOfAnEndedProcess();
    owner.processStartTicks = 1;
    return owner;
}

} // namespace cm::test
