// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

namespace cm {

// Bytes a file's data occupies on a btrfs disk, compressed extents at their
// compressed size, read from the extent tree the way compsize does
// (BTRFS_IOC_TREE_SEARCH_V2, needs CAP_SYS_ADMIN). Holes and preallocated
// ranges never written count nothing; an extent shared within the file
// counts once.
Status btrfsFileDiskBytes(const QByteArray &path, qint64 *bytes);

} // namespace cm
