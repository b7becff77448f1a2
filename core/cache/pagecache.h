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
    QString method; // "cachestat" or "mincore"
    double fraction() const { return totalPages > 0 ? double(residentPages) / double(totalPages) : 0.0; }
};

// Pages of every regular file below `root` that sit in the page cache:
// cachestat() where the kernel has it (6.5 and later), else mmap + mincore.
// Either reads nothing, so measuring does not warm the cache.
Status residency(const QByteArray &root, Residency *result);

// fdatasync + POSIX_FADV_DONTNEED on every regular file below `root`.
// Needs no privileges; pages another process has mapped may stay. Stops
// between files once `cancel` is requested.
Status evictTree(const QByteArray &root, const Cancellation *cancel = nullptr);

// The same for one file, e.g. a loop image's backing file.
Status evictFile(const QByteArray &path);

// sync + "3" into /proc/sys/vm/drop_caches: page cache, dentries and inodes
// of the whole machine. Needs root; a process that is not root asks
// compressmark-helper through pkexec when it may.
Status dropAllCaches(const Privileges &privileges);

// The same without the helper: what root (and the helper itself) does.
Status dropAllCachesAsRoot();

} // namespace PageCache
} // namespace cm
