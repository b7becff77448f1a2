#include "staleworkspaces.h"

#include "compression/loopimage.h"
#include "privilege/helperrequest.h"
#include "volume/mounttable.h"
#include "volume/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
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

bool isMountPoint(const QString &path)
{
    const QList<MountEntry> table = readMountTable();
    return std::any_of(table.cbegin(), table.cend(), [&](const MountEntry &entry) { return entry.mountPoint == path; });
}

QString imagePathIn(const QString &workspace)
{
    return workspace + QLatin1Char('/') + QLatin1String(LoopImage::ImageName);
}

QString mountPointIn(const QString &workspace)
{
    return workspace + QLatin1Char('/') + QLatin1String(LoopImage::MountFolderName);
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
    stale.loopImageInUse = isMountPoint(mountPointIn(stale.path))
        || !HelperRequestRules::loopDeviceServing(imagePathIn(stale.path)).isEmpty();
    return stale;
}

} // namespace

QList<StaleWorkspace> findStaleWorkspaces(const QString &folder)
{
    QList<StaleWorkspace> found;
    if (const auto self = staleWorkspaceAt(folder))
        found.append(*self);
    const QDir dir(folder);
    const QStringList entries = dir.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name);
    for (const QString &entry : entries) {
        if (const auto stale = staleWorkspaceAt(dir.filePath(entry)))
            found.append(*stale);
    }
    return found;
}

Status removeStaleWorkspace(const StaleWorkspace &workspace)
{
    if (!Workspace::hasMarker(workspace.path))
        return Status::failure(Text::tr("refusing to remove %1: it has no CompressMark workspace marker").arg(workspace.path));
    if (QFileInfo(workspace.path).isSymLink())
        return Status::failure(Text::tr("refusing to remove %1: it is a symbolic link").arg(workspace.path));
    const std::optional<WorkspaceOwner> owner = ownerOf(workspace.path);
    if (!owner || owner->mayStillRun())
        return Status::failure(Text::tr("refusing to remove %1: the run that made it may still be going").arg(workspace.path));

    const QString mountPoint = mountPointIn(workspace.path);
    const bool mounted = isMountPoint(mountPoint);
    const QString loopDevice = HelperRequestRules::loopDeviceServing(imagePathIn(workspace.path));
    if (mounted || !loopDevice.isEmpty()) {
        LoopImage image = LoopImage::adopt(workspace.path, loopDevice, mounted);
        if (Status status = image.remove(); !status)
            return Status::failure(Text::tr("cannot release the loop image in %1 (as root it can be): %2")
                                       .arg(workspace.path, status.message()));
    }
    return Workspace::removeMarkedFolder(workspace.path);
}

} // namespace cm
