// SPDX-License-Identifier: GPL-3.0-or-later
// The page cache on Linux: cachestat(2) or mincore(2), posix_fadvise(2),
// /proc/sys/vm/drop_caches.
#include "pagecache.h"

#include "fs/heldfolder.h"
#include "fs/mounttable.h"
#include "util/uniquefd.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <vector>

namespace cm::PageCache {
namespace {

const qint64 PageBytes = ::sysconf(_SC_PAGESIZE);

// cachestat(2) is newer than the C library's headers: declared here. 451
// is its number on every architecture but alpha.
#ifndef __NR_cachestat
#define __NR_cachestat 451
#endif
struct CachestatRange
{
    quint64 offset;
    quint64 length; // 0: to the end of the file
};
struct Cachestat
{
    quint64 cached, dirty, writeback, evicted, recentlyEvicted;
};

std::atomic<bool> cachestatMissing{false};

bool cachedPages(int fd, qint64 *pages)
{
    if (cachestatMissing.load(std::memory_order_relaxed))
        return false;
    CachestatRange range{0, 0};
    Cachestat stat{};
    if (::syscall(__NR_cachestat, fd, &range, &stat, 0) != 0) {
        if (errno == ENOSYS)
            cachestatMissing.store(true, std::memory_order_relaxed);
        return false;
    }
    *pages = qint64(stat.cached);
    return true;
}

bool mappedResidentPages(int fd, qint64 bytes, qint64 pages, qint64 *resident)
{
    void *map = ::mmap(nullptr, size_t(bytes), PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED)
        return false;
    std::vector<unsigned char> vector(size_t(pages), 0);
    const int rc = ::mincore(map, size_t(bytes), vector.data());
    ::munmap(map, size_t(bytes));
    if (rc != 0)
        return false;
    *resident = 0;
    for (unsigned char page : vector)
        *resident += page & 1;
    return true;
}

} // namespace

Status addFileResidency(const QByteArray &path, qint64 bytes, Residency *result)
{
    const qint64 pages = (bytes + PageBytes - 1) / PageBytes;
    result->totalPages += pages;
    if (pages == 0)
        return Status::ok();
    UniqueFd fd(openBelowHeld(path, O_RDONLY | O_NOFOLLOW));
    if (!fd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(path)));
    qint64 resident = 0;
    if (cachedPages(fd.get(), &resident)) {
        result->method = QStringLiteral("cachestat");
    } else if (mappedResidentPages(fd.get(), bytes, pages, &resident)) {
        result->method = QStringLiteral("mincore");
    } else {
        return Status::failure(errnoMessage(QStringLiteral("cannot query residency of"), QFile::decodeName(path)));
    }
    result->residentPages += std::min(resident, pages);
    return Status::ok();
}

Status evictFile(const QByteArray &path)
{
    UniqueFd fd(openBelowHeld(path, O_RDONLY | O_NOFOLLOW));
    if (!fd.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(path)));
    // Dirty pages cannot be dropped: write them out first.
    if (::fdatasync(fd.get()) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot flush"), QFile::decodeName(path)));
    const int rc = ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_DONTNEED);
    if (rc != 0) {
        errno = rc;
        return Status::failure(errnoMessage(QStringLiteral("cannot evict"), QFile::decodeName(path)));
    }
    return Status::ok();
}

namespace {

// drop_caches leaves the metadata a filesystem's journal still holds (ext4
// after the first reads of freshly written files update their access
// times): the next "cold" read of a tree of small files then finds its
// inodes in memory. BLKFLSBUF on each mounted block device writes that
// back and drops it, as a remount would.
void flushMountedDeviceBuffers()
{
    std::vector<dev_t> flushed;
    for (const MountEntry &mount : readMountTable()) {
        // Only device nodes: a name a user's FUSE mount gives under /dev/shm
        // is a file or a link there, never a block device.
        if (!mount.source.startsWith(QLatin1String("/dev/")))
            continue;
        const UniqueFd device(
            ::open(QFile::encodeName(mount.source).constData(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC));
        struct stat info
        {
        };
        if (!device.isValid() || ::fstat(device.get(), &info) != 0 || !S_ISBLK(info.st_mode)
            || std::find(flushed.begin(), flushed.end(), info.st_rdev) != flushed.end())
            continue;
        flushed.push_back(info.st_rdev);
        ::ioctl(device.get(), BLKFLSBUF, 0); // a device that cannot is no worse off than before
    }
}

} // namespace

Status dropAllCachesAsRoot()
{
    ::sync();
    QFile control(QStringLiteral("/proc/sys/vm/drop_caches"));
    if (!control.open(QIODevice::WriteOnly))
        return Status::failure(QStringLiteral("cannot drop caches: %1 (needs root)").arg(control.errorString()));
    if (control.write("3\n") != 2 || !control.flush())
        return Status::failure(QStringLiteral("cannot drop caches: %1").arg(control.errorString()));
    flushMountedDeviceBuffers();
    return Status::ok();
}

} // namespace cm::PageCache
