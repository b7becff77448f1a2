#include "staleworkspaces.h"

#include "compression/imagemount.h"
#include "compression/loopimage.h"
#include "privilege/helperrequest.h"
#include "privilege/privilegedhelper.h"
#include "util/uniquefd.h"
#include "volume/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>

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

// Whether `volume` in the workspace is a mount point, by mount id: a bind
// mount of the same filesystem counts too.
bool volumeIsMounted(const QString &workspace)
{
    UniqueFd folder(::open(QFile::encodeName(workspace).constData(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    quint64 mountId = 0;
    return folder.isValid()
        && ImageMount::mountedOn(folder.get(), LoopImage::MountFolderName, QString(), &mountId).isOk() && mountId != 0;
}

QString imagePathIn(const QString &workspace)
{
    return workspace + QLatin1Char('/') + QLatin1String(LoopImage::ImageName);
}

// Unmounts and detaches the workspace's loop image: as root here, after
// checking that the image is one CompressMark made and that what is mounted
// is that image; otherwise through compressmark-helper, which checks the same.
Status releaseLoopImage(const QString &workspace, const Privileges &privileges)
{
    if (privileges.root) {
        LoopImage image;
        if (Status status = LoopImage::adopt(workspace, &image); !status)
            return status;
        return image.remove();
    }
    if (!privileges.helperUsable())
        return Status::failure(privileges.whyNoHelper());
    return PrivilegedHelper::removeImage(workspace);
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
    stale.loopImageInUse = volumeIsMounted(stale.path)
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

Status removeStaleWorkspace(const StaleWorkspace &workspace, const Privileges &privileges)
{
    if (!Workspace::hasMarker(workspace.path))
        return Status::failure(Text::tr("refusing to remove %1: it has no CompressMark workspace marker").arg(workspace.path));
    if (QFileInfo(workspace.path).isSymLink())
        return Status::failure(Text::tr("refusing to remove %1: it is a symbolic link").arg(workspace.path));
    const std::optional<WorkspaceOwner> owner = ownerOf(workspace.path);
    if (!owner || owner->mayStillRun())
        return Status::failure(Text::tr("refusing to remove %1: the run that made it may still be going").arg(workspace.path));

    // An image still in use goes first; anything else mounted inside is left
    // as it is, and the folder's removal names it.
    const bool imageAttached = !HelperRequestRules::loopDeviceServing(imagePathIn(workspace.path)).isEmpty();
    if (imageAttached || (volumeIsMounted(workspace.path) && QFileInfo::exists(imagePathIn(workspace.path)))) {
        if (Status status = releaseLoopImage(workspace.path, privileges); !status)
            return Status::failure((privileges.root ? Text::tr("cannot release the loop image in %1: %2")
                                                     : Text::tr("cannot release the loop image in %1 (as root it can be): %2"))
                                       .arg(workspace.path, status.message()));
    }
    return Workspace::removeMarkedFolder(workspace.path);
}

} // namespace cm
