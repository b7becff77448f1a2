// SPDX-License-Identifier: GPL-3.0-or-later
#include "filequeue_linux.h"

#include "fs/directorylisting_linux.h"
#include "fs/joinpath.h"
#include "fs/newfile.h"
#include "fs/openbeneath_linux.h"
#include "util/uniquefd.h"

#include <ThreadWeaver/Queueing>

#include <QFile>

#include <algorithm>
#include <dirent.h>
#include <fcntl.h>
#include <limits>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <utility>

namespace cm {
namespace {

// Files ordered together: enough for a drive's head to sweep, few enough
// that the copy starts at once.
constexpr size_t PhysicalBatch = 512;

// Where the file's data begins on its drive; the largest number when the
// file has none there (empty, inline) or the filesystem does not say.
quint64 firstPhysicalByte(int root, const QByteArray &relative)
{
    const UniqueFd fd(openBeneath(root, relative, O_RDONLY | O_NOFOLLOW | O_NONBLOCK, true));
    if (!fd.isValid())
        return std::numeric_limits<quint64>::max();
    // The request and room for one extent after it, as the kernel reads them.
    alignas(fiemap) char request[sizeof(fiemap) + sizeof(fiemap_extent)] = {};
    auto *map = reinterpret_cast<fiemap *>(request);
    map->fm_length = FIEMAP_MAX_OFFSET;
    map->fm_extent_count = 1;
    if (::ioctl(fd.get(), FS_IOC_FIEMAP, map) != 0 || map->fm_mapped_extents == 0)
        return std::numeric_limits<quint64>::max();
    return map->fm_extents[0].fe_physical;
}

} // namespace

FileQueue::FileQueue(int sourceRoot, const QByteArray &from, const QByteArray &to, bool physicalOrder,
                     const Cancellation &cancel)
    : m_sourceRoot(sourceRoot)
    , m_from(from)
    , m_to(to)
    , m_physicalOrder(physicalOrder)
    , m_cancel(cancel)
{
}

FileQueue::~FileQueue()
{
    {
        const QMutexLocker locker(&m_lock);
        m_stopping = true;
        m_changed.wakeAll();
    }
    static_cast<void>(m_thread.finish());
}

Status FileQueue::start()
{
    if (!m_thread.status())
        return m_thread.status();
    return m_thread.enqueue(ThreadWeaver::make_job([this] { walk(); }));
}

FileQueue::Take FileQueue::take(QByteArray *relative)
{
    const QMutexLocker locker(&m_lock);
    if (!m_files.empty()) {
        *relative = std::move(m_files.front());
        m_files.pop_front();
        m_changed.wakeAll();
        return Take::File;
    }
    return m_ended ? Take::End : Take::NotYet;
}

void FileQueue::waitForMore(int milliseconds)
{
    const QMutexLocker locker(&m_lock);
    if (m_files.empty() && !m_ended)
        m_changed.wait(&m_lock, QDeadlineTimer(milliseconds));
}

Status FileQueue::status() const
{
    const QMutexLocker locker(&m_lock);
    return m_status;
}

void FileQueue::walk()
{
    Status status = Status::ok();
    try {
        status = walkFolder(m_sourceRoot, QByteArray());
    } catch (const std::bad_alloc &) {
        status = memoryRefused();
    }
    const QMutexLocker locker(&m_lock);
    m_status = status;
    m_ended = true;
    m_changed.wakeAll();
}

Status FileQueue::walkFolder(int dirFd, const QByteArray &relative)
{
    std::vector<DirectoryEntry> entries;
    if (Status status = listDirectoryEntries(dirFd, joinPath(m_from, relative), &entries); !status)
        return status;
    std::vector<Listed> files;
    for (const DirectoryEntry &entry : entries) {
        if (m_cancel.isRequested())
            return Status::cancelled();
        const QByteArray path = relative.isEmpty() ? entry.name : QByteArray(relative + '/' + entry.name);
        unsigned char type = entry.type;
        if (type == DT_UNKNOWN) { // a filesystem that does not say: asked of it
            struct stat info
            {
            };
            if (::fstatat(dirFd, entry.name.constData(), &info, AT_SYMLINK_NOFOLLOW) != 0)
                return Status::failure(
                    errnoMessage(QStringLiteral("cannot inspect"), QFile::decodeName(joinPath(m_from, path))));
            type = S_ISDIR(info.st_mode) ? DT_DIR : S_ISREG(info.st_mode) ? DT_REG : DT_UNKNOWN;
        }
        if (type == DT_REG) {
            files.push_back(Listed{entry.inode, path});
            if (files.size() >= PhysicalBatch)
                if (Status status = hand(&files); !status)
                    return status;
            continue;
        }
        if (type != DT_DIR)
            continue; // links and special files are not data
        // The files listed so far go first, then the folder's own.
        if (Status status = hand(&files); !status)
            return status;
        if (Status status = makeFolder(joinPath(m_to, path)); !status)
            return status;
        const UniqueFd child(::openat(dirFd, entry.name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (!child.isValid())
            return Status::failure(
                errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(joinPath(m_from, path))));
        if (Status status = walkFolder(child.get(), path); !status)
            return status;
    }
    return hand(&files);
}

Status FileQueue::hand(std::vector<Listed> *files)
{
    if (m_physicalOrder) {
        for (Listed &file : *files)
            file.place = firstPhysicalByte(m_sourceRoot, file.relative);
    }
    std::stable_sort(files->begin(), files->end(), [](const Listed &a, const Listed &b) { return a.place < b.place; });
    for (Listed &file : *files) {
        const QMutexLocker locker(&m_lock);
        while (qsizetype(m_files.size()) >= Capacity && !m_stopping)
            m_changed.wait(&m_lock);
        if (m_stopping)
            return Status::cancelled();
        m_files.push_back(std::move(file.relative));
        m_changed.wakeAll();
    }
    files->clear();
    return Status::ok();
}

} // namespace cm
