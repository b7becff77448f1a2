// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/mounttable.h"

#include <QList>
#include <QString>

namespace cm {

// What a mount is to a run that writes data onto it. Decided from the
// kernel's mount table (the filesystem type and the mount options), not
// from statfs's magic number alone: devtmpfs answers with tmpfs's.
enum class MountUse {
    RamDisk,         // tmpfs or ramfs mounted read-write for data: a target
    Storage,         // any other filesystem that holds files (a drive, a read-only tmpfs)
    KernelInterface, // devtmpfs, sysfs, proc, cgroup, ..., or anything mounted in /dev
                     // (but /dev/shm), /proc or /sys: nothing is ever written there
};

// The one judge of a mount table line: the RAM-disk check of preflight, the
// targets `probe --targets` lists, the default target and the window's list
// of targets all come from here.
MountUse mountUse(const MountEntry &mount);

// The use of the mount holding `path` in `table`; a RAM disk only when
// statfs agrees. Storage when the path is on no mount the table knows.
MountUse mountUseOf(const QString &path, const QList<MountEntry> &table);
MountUse mountUseOf(const QString &path);

} // namespace cm
