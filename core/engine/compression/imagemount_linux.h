// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"
#include "util/uniquefd.h"

#include <QByteArray>
#include <QString>

#include <sys/types.h>

namespace cm {

// Mounting a loop image's filesystem through descriptors (the new mount
// API), never on a path that a user could swap for a symbolic link: the
// filesystem is mounted nowhere first, then moved onto a folder held open,
// then checked in the mount table where it landed. Every such mount is
// nosuid, nodev and noexec: the image's blocks are its caller's to change.
namespace ImageMount {

// The btrfs on `loopDevice` as a mount that sits nowhere yet, held by
// `mount`; `algorithm` (zstd, lzo, zlib) becomes compress=ALG when given.
// Its root folder is handed to `owner`:`group` before anyone can reach it.
Status makeBtrfs(const QString &loopDevice, const QString &algorithm, uid_t owner, gid_t group, UniqueFd *mount);

// The same for the NTFS on `loopDevice` through ntfs-3g, a FUSE program
// that mounts on a path only: on a new folder under /run that only root can
// reach, from where a copy of the mount is taken and the folder let go.
Status makeNtfs3g(const QString &loopDevice, UniqueFd *mount);

// Puts the mount held as `mount` on the folder open as `targetFd`.
Status attach(int mount, int targetFd, const QString &shownTarget);

// Checks that the mount held as `mount` sits on `name` in the folder open
// as `folderFd`: the mount table has it on that folder's mount, at that
// folder's real path + name, made from `source`, nosuid, nodev and noexec,
// and `name` leads to it.
Status checkPlacement(int mount, int folderFd, const QByteArray &name, const QString &source,
                      const QString &shownTarget);

// Takes the mount held as `mount` off wherever it sits, at once (a mount
// that landed in the wrong place), and lets go of it.
void detach(UniqueFd mount);

// The id of the mount on `name` in the folder open as `folderFd`; 0 when
// nothing is mounted there (or there is no such folder).
Status mountedOn(int folderFd, const QByteArray &name, const QString &shownTarget, quint64 *mountId);

// Unmounts `name` in the folder open as `folderFd` when the mount there is
// `mountId`; refuses when it is another. Waits a moment for a reader that
// has just closed its files.
Status unmount(int folderFd, const QByteArray &name, quint64 mountId, const QString &shownTarget);

} // namespace ImageMount
} // namespace cm
