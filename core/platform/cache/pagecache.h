// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QString>

namespace cm {

// The page cache as the measurement sees it: how much of a tree is cached,
// and ways to make it cold.
namespace PageCache {

struct Residency
{
    qint64 residentPages = 0;
    qint64 totalPages = 0;
    QString method; // "cachestat" or "mincore"; "none" where the system has no way to ask (Windows)
    double fraction() const { return totalPages > 0 ? double(residentPages) / double(totalPages) : 0.0; }
};

// Pages of every regular file below `root` that sit in the page cache:
// cachestat() where the kernel has it (6.5 and later), else mmap + mincore.
// Either reads nothing, so measuring does not warm the cache.
Status residency(const QByteArray &root, Residency *result);

// Adds one regular file of `bytes` to `result`. Windows has no query for a
// file's cached pages: it adds nothing and says "none".
Status addFileResidency(const QByteArray &path, qint64 bytes, Residency *result);

// fdatasync + POSIX_FADV_DONTNEED on every regular file below `root`
// (Windows: each file opened once without buffering, on which NTFS and FAT
// flush and purge its cached pages). Needs no privileges; pages another
// process has mapped may stay. Stops between files once `cancel` is requested.
Status evictTree(const QByteArray &root, const Cancellation *cancel = nullptr);

// The same for one file, e.g. a loop image's backing file.
Status evictFile(const QByteArray &path);

// sync + "3" into /proc/sys/vm/drop_caches: page cache, dentries and inodes
// of the whole machine, then the buffers of every mounted block device
// (BLKFLSBUF), where metadata the journal held stays otherwise. Needs root; a process that is not root asks
// compressmark-helper through pkexec when it may. Windows: the system's
// file cache emptied, modified pages written, the standby list purged
// (what RAMMap's "Empty" menu does), as an administrator.
Status dropAllCaches(const Privileges &privileges);

// The same without the helper: what root (and the helper itself) does.
Status dropAllCachesAsRoot();

} // namespace PageCache
} // namespace cm
