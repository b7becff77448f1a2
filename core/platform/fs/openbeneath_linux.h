// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace cm {

// Opening files in folders that someone else may change at the same time
// (a user's workspace, seen by a process running as root): the folder is
// opened once and every later step starts from its descriptor, so that a
// name renamed or swapped for a symbolic link midway cannot lead elsewhere.

// openat2(2) of `name` in the folder open as `dirFd` with `flags`: never
// above that folder (RESOLVE_BENEATH), never through a symbolic link, and,
// unless `crossMounts`, never into another mount (RESOLVE_NO_XDEV, which
// catches bind mounts of the same filesystem too). O_CREAT takes `mode`.
// A descriptor, or -1 with errno set (ELOOP: a link; EXDEV: a mount point).
int openBeneath(int dirFd, const QByteArray &name, int flags, bool crossMounts = false, unsigned int mode = 0);

// Opens an absolute path with no symbolic link anywhere on it; -1 with
// errno ELOOP when there is one.
int openWithoutLinks(const QByteArray &path, int flags);

// Where the file open as `fd` is now, as the kernel names it (the same
// form as the mount table); empty when that cannot be told.
QString pathOfFd(int fd);

// A path that reaches `name` in the folder open as `dirFd`, wherever that
// folder is now ("/proc/self/fd/N/name"), for the calls that take a path
// only (umount2). An empty name: the folder itself.
QByteArray pathThroughFd(int dirFd, const QByteArray &name = QByteArray());

// The mount the file `name` in the folder `dirFd` lies on (an empty name:
// the folder itself), by statx STATX_MNT_ID, without following a symbolic
// link at the end. false with errno set when it cannot be told.
struct MountIdentity
{
    quint64 id = 0;           // the mount table's id of that mount
    bool isMountRoot = false; // the file is the top of a mount
    quint32 mode = 0;         // the file's type and permissions, as st_mode
};
bool mountIdentityAt(int dirFd, const QByteArray &name, MountIdentity *mount);

} // namespace cm
