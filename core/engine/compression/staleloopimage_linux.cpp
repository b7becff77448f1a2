// SPDX-License-Identifier: GPL-3.0-or-later
// A stale workspace's loop image on Linux.
#include "staleloopimage.h"

#include "compression/imagemount_linux.h"
#include "compression/loopimage.h"
#include "privilege/helperrequest_linux.h"
#include "privilege/privilegedhelper.h"
#include "privilege/helperimages_linux.h"
#include "util/uniquefd.h"

#include <QFile>
#include <QFileInfo>

#include <fcntl.h>

namespace cm {
namespace {

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

} // namespace

bool loopImageInUse(const QString &workspace)
{
    return volumeIsMounted(workspace) || !HelperRequestRules::loopDeviceServing(imagePathIn(workspace)).isEmpty();
}

Status releaseLoopImageIn(const QString &workspace, const Privileges &privileges)
{
    const bool imageAttached = !HelperRequestRules::loopDeviceServing(imagePathIn(workspace)).isEmpty();
    if (imageAttached || (volumeIsMounted(workspace) && QFileInfo::exists(imagePathIn(workspace))))
        return releaseLoopImage(workspace, privileges);
    return Status::ok();
}

} // namespace cm
