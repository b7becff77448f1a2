// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "util/enumnames.h"
#include "util/status.h"
#include "volume/volumeinfo.h"

#include <QString>

namespace cm {

// The space a data set really takes on the drive, measured, never assumed
// from the algorithm. How depends on the filesystem.
namespace OnDiskSize {

enum class Method {
    AllocatedBlocks, // st_blocks: plain filesystems, and ntfs-3g, which counts compressed clusters
    BtrfsExtents,    // the btrfs extent tree (root): compressed extents at their compressed size
    FreeSpaceDelta,  // used space before and after writing, each after syncfs (btrfs without root)
};

// As sessions name them (a data set's onDiskMethod).
inline constexpr EnumNames<Method, 3> MethodNames{{
    {Method::AllocatedBlocks, "st_blocks"},
    {Method::BtrfsExtents, "btrfs-extents"},
    {Method::FreeSpaceDelta, "free-space-delta"},
}};

QString methodName(Method method);

// The most exact method for `volume` that a process with `privileges` may use.
Method methodFor(const VolumeInfo &volume, const Privileges &privileges);

// Sums the on-disk size of every regular file below `root`;
// not for FreeSpaceDelta, which brackets the writing instead.
Status measureTree(const QString &root, Method method, qint64 *bytes);

// Flushes the volume holding `path` and reads how many bytes it uses.
Status usedBytesAfterSync(const QString &path, qint64 *bytes);

} // namespace OnDiskSize
} // namespace cm
