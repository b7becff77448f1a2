// SPDX-License-Identifier: GPL-3.0-or-later
#include "staleworkspaces.h"

#include "compression/staleloopimage.h"
#include "util/shownpath.h"
#include "volume/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <optional>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(StaleWorkspaces)
};

std::optional<WorkspaceOwner> ownerOf(const QString &folder)
{
    if (!Workspace::hasMarker(folder))
        return std::nullopt;
    QFile marker(folder + QLatin1Char('/') + QLatin1String(Workspace::MarkerName));
    if (!marker.open(QIODevice::ReadOnly))
        return std::nullopt;
    return WorkspaceOwner::fromMarkerText(marker.read(4096));
}

std::optional<StaleWorkspace> staleWorkspaceAt(const QString &folder)
{
    const QFileInfo info(folder);
    if (info.isSymLink() || !info.isDir())
        return std::nullopt;
    const std::optional<WorkspaceOwner> owner = ownerOf(folder);
    if (!owner || owner->mayStillRun())
        return std::nullopt;
    StaleWorkspace stale;
    stale.path = info.canonicalFilePath();
    stale.owner = *owner;
    stale.loopImageInUse = loopImageInUse(stale.path);
    return stale;
}

} // namespace

QList<StaleWorkspace> findStaleWorkspaces(const QString &folder)
{
    QList<StaleWorkspace> found;
    if (const auto self = staleWorkspaceAt(folder))
        found.append(*self);
    const QDir dir(folder);
    const QStringList entries
        = dir.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name);
    for (const QString &entry : entries) {
        if (const auto stale = staleWorkspaceAt(dir.filePath(entry)))
            found.append(*stale);
    }
    return found;
}

Status removeStaleWorkspace(const StaleWorkspace &workspace, const Privileges &privileges)
{
    if (!Workspace::hasMarker(workspace.path))
        return Status::failure(
            Text::tr("refusing to remove %1: it has no CompressMark workspace marker").arg(shownPath(workspace.path)));
    if (QFileInfo(workspace.path).isSymLink())
        return Status::failure(Text::tr("refusing to remove %1: it is a symbolic link").arg(shownPath(workspace.path)));
    const std::optional<WorkspaceOwner> owner = ownerOf(workspace.path);
    if (!owner || owner->mayStillRun())
        return Status::failure(
            Text::tr("refusing to remove %1: the run that made it may still be going").arg(shownPath(workspace.path)));

    // An image still in use goes first; anything else mounted inside is left
    // as it is, and the folder's removal names it.
    if (Status status = releaseLoopImageIn(workspace.path, privileges); !status)
        return Status::failure((privileges.root
                                    ? Text::tr("cannot release the loop image in %1: %2")
                                    : Text::tr("cannot release the loop image in %1 (as root it can be): %2"))
                                   .arg(shownPath(workspace.path), status.message()));
    return Workspace::removeMarkedFolder(workspace.path);
}

} // namespace cm
