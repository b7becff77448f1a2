// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace on Linux: a new folder of mode 0700 made and held through
// descriptors, and removal through the folder's descriptor, the marker
// checked there first.
#include "workspace.h"

#include "fs/directorylisting_linux.h"
#include "fs/filewriter_linux.h"
#include "fs/heldfolder.h"
#include "fs/saferemove.h"
#include "util/uniquefd.h"
#include "volume/workspaceowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vector>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workspace)
};

// The folder `name` just made in the folder open as `parentFd`, opened
// without following a link, and checked to be a new one: a folder, empty.
// Someone who can write to the parent may have renamed it and put a folder
// of theirs there in between; the run then writes into that, beneath its
// descriptor, and nowhere else. (Owners and modes are not asked: ntfs-3g and
// FAT show every file as the mounting user's, 0777.)
Status openMadeFolder(int parentFd, const QByteArray &name, const QString &shown, UniqueFd *folder)
{
    UniqueFd dir(::openat(parentFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open the workspace just made"), shown));
    std::vector<QByteArray> names;
    if (Status status = listDirectory(dir.get(), QFile::encodeName(shown), &names); !status)
        return status;
    if (!names.empty())
        return Status::failure(QStringLiteral("%1 was replaced as it was made").arg(shown));
    *folder = std::move(dir);
    return Status::ok();
}

Status writeMarker(int folderFd, const QString &shown)
{
    const QByteArray text = WorkspaceOwner::ofThisProcess().toMarkerText();
    UniqueFd marker(
        ::openat(folderFd, Workspace::MarkerName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
    if (!marker.isValid() || !writeAll(marker.get(), text.constData(), text.size()) || !marker.close()) {
        const Status failed = Status::failure(errnoMessage(QStringLiteral("cannot write the marker of"), shown));
        ::unlinkat(folderFd, Workspace::MarkerName, 0);
        return failed;
    }
    return Status::ok();
}

} // namespace

Status Workspace::create(const QString &parent, const QString &prefix, Workspace *workspace)
{
    // The parent as the caller named it, once; everything after starts from
    // its descriptor, then from the new folder's.
    const UniqueFd parentFd(openBelowHeld(QFile::encodeName(QDir(parent).absolutePath()), O_PATH | O_DIRECTORY));
    if (!parentFd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot create a workspace in"), parent));
    QString path;
    QByteArray name;
    for (int attempt = 0;; ++attempt) {
        path = QDir(parent).absoluteFilePath(randomName(prefix));
        name = QFile::encodeName(QFileInfo(path).fileName());
        if (::mkdirat(parentFd.get(), name.constData(), 0700) == 0)
            break;
        if (errno != EEXIST || attempt == 100)
            return Status::failure(errnoMessage(QStringLiteral("cannot create a workspace in"), parent));
    }
    UniqueFd folder;
    Status status = openMadeFolder(parentFd.get(), name, path, &folder);
    if (status)
        status = writeMarker(folder.get(), path);
    if (!status) {
        if (folder.isValid())
            ::unlinkat(parentFd.get(), name.constData(), AT_REMOVEDIR);
        return status;
    }
    *workspace = Workspace();
    workspace->m_path = path;
    workspace->m_held = HeldFolder(QFile::encodeName(path), folder.release());
    return Status::ok();
}

Status Workspace::removeFolder()
{
    if (!m_held.isValid())
        return removeMarkedFolder(m_path);
    // The folder held since it was made, wherever it is now; its marker
    // checked through the same descriptor.
    struct stat marker
    {
    };
    if (::fstatat(m_held.fd(), MarkerName, &marker, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(marker.st_mode))
        return Status::failure(
            QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(m_path));
    if (const Status status = removeOpenedTree(m_held.fd(), QFile::encodeName(m_path), MarkerName); !status)
        return Status::failure(Text::tr("%1 was left behind (%2)").arg(m_path, status.message()));
    return Status::ok();
}

Status Workspace::removeMarkedFolder(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    const Status noMarker
        = Status::failure(QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(folder));
    // The marker is checked in the folder that is then emptied, through one
    // descriptor: the folder cannot be swapped between the two.
    UniqueFd dir(::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir.isValid())
        return errno == ENOENT ? noMarker : Status::failure(errnoMessage(QStringLiteral("cannot open"), folder));
    struct stat marker
    {
    };
    if (::fstatat(dir.get(), MarkerName, &marker, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(marker.st_mode))
        return noMarker;
    // The marker goes last: a removal that stops halfway (something mounted
    // inside) leaves a workspace that `compressmark clean` still recognises.
    if (const Status status = removeOpenedTree(dir.get(), path, MarkerName); !status)
        return Status::failure(Text::tr("%1 was left behind (%2)").arg(folder, status.message()));
    return Status::ok();
}

} // namespace cm
