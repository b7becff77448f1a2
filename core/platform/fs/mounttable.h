// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <sys/types.h>

namespace cm {

// One line of the kernel's mount table (/proc/self/mountinfo).
struct MountEntry
{
    QString mountPoint;
    QString source; // device or pseudo source, e.g. /dev/vda1, tmpfs
    QString filesystem;
    QString options;      // all options, per-mount and filesystem
    dev_t device = 0;     // st_dev of files on this mount
    int id = 0;           // the mount's id, as statx STATX_MNT_ID gives it
    int parentId = 0;     // the id of the mount it sits on
    QString mountOptions; // the per-mount options only: ro, nosuid, nodev, noexec, relatime, ...
};

// Whether `options` (a comma-separated list) holds `option` itself.
bool hasMountOption(const QString &options, QLatin1String option);

// Reads the mount table through libmount, which unescapes paths (spaces
// are "\040" in the file) and understands bind mounts. `path` is for tests.
QList<MountEntry> readMountTable(const QString &path = QStringLiteral("/proc/self/mountinfo"));

// The mount that holds `path`: the deepest mount point above it whose
// device matches the path's st_dev, else (btrfs subvolumes) the deepest
// mount point above it. nullptr when the path does not exist.
const MountEntry *mountOf(const QList<MountEntry> &table, const QString &path);

// The entry of the mount with id `id`; nullptr when it is not in `table`.
const MountEntry *mountWithId(const QList<MountEntry> &table, quint64 id);

// The mounts whose mount point lies below `folder` (a path as the mount
// table writes them, without links), `folder` itself not included.
QList<MountEntry> mountsBelow(const QList<MountEntry> &table, const QString &folder);

} // namespace cm
