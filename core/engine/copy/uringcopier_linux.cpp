// SPDX-License-Identifier: GPL-3.0-or-later
// The uring copier: every file a small state machine on one ring. A file
// starts as one chain (open the source into a direct descriptor, create
// the copy into another, read the first block), so that a small file costs
// the ring two round trips: that chain, then its write and the closes.
// Each file keeps two blocks, so that its next block is read while the
// last one is written; a file that reads whole blocks borrows more, one
// for every whole block read, so that one big file keeps as many reads in
// flight as a drive needs to stream (direct reads have no read-ahead).
// Buffers are not registered with the ring: that would pin them against
// the user's locked-memory limit, a few MiB.
#include "uringcopier.h"

#include "copy/filequeue_linux.h"
#include "copy/uringfileslot_linux.h"
#include "copy/uringring_linux.h"
#include "fs/heldfolder.h"
#include "fs/joinpath.h"
#include "fs/newfile.h"
#include "util/uniquefd.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/openat2.h>
#include <memory>
#include <sys/stat.h>
#include <vector>

namespace cm {
namespace {

constexpr qint64 Alignment = 4096; // direct reads: buffers, offsets and lengths
constexpr qint64 AllBuffersBytes = 64 * 1024 * 1024;
constexpr qint64 SmallestBlock = 16 * 1024;
constexpr int WaitMilliseconds = 20;               // between looks at the walk and the cancel
constexpr int LentBuffers = MostBlocksPerFile - 2; // beyond every file's own two

enum class Step : quint64 { OpenSource, OpenTarget, Read, Write, CloseSource, CloseTarget };

// A request's user data: its file's slot, its step and, in the low four
// bits, which of the file's blocks it moves.
static_assert(MostBlocksPerFile <= 16);

quint64 userData(int slot, Step step, int block)
{
    return (quint64(slot) << 8) | (quint64(step) << 4) | quint64(block);
}

struct FreeAligned
{
    void operator()(char *memory) const { qFreeAligned(memory); }
};

class UringCopy
{
public:
    UringCopy(int depth, qint64 blockBytes, bool directReads, const QByteArray &from, const QByteArray &to,
              int sourceRoot, int targetRoot, UringRing &ring, TransferCounters &counters)
        : m_blockBytes(blockBytes)
        , m_from(from)
        , m_to(to)
        , m_sourceRoot(sourceRoot)
        , m_targetRoot(targetRoot)
        , m_ring(ring)
        , m_counters(counters)
        , m_slots(size_t(depth))
        , m_buffers(
              static_cast<char *>(qMallocAligned(size_t((2 * depth + LentBuffers) * blockBytes), size_t(Alignment))))
    {
        for (int lent = 0; lent < LentBuffers; ++lent)
            m_lent.push_back(2 * depth + lent);
        const quint64 resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
        // No O_CLOEXEC: a direct descriptor is no descriptor of the process (the ring refuses it).
        m_sourceHow.flags = quint64(O_RDONLY | O_NOFOLLOW | (directReads ? O_DIRECT : 0));
        m_sourceHow.resolve = resolve;
        m_targetHow.flags = quint64(O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW);
        m_targetHow.mode = 0644;
        m_targetHow.resolve = resolve;
    }

    Status run(FileQueue &files, const Cancellation &cancel)
    {
        if (!m_buffers)
            return Status::failure(QStringLiteral("out of memory for the uring copier's %1 buffers")
                                       .arg(QString::number(2 * m_slots.size() + LentBuffers)));
        bool walked = false;
        for (;;) {
            if (cancel.isRequested())
                stop(Status::cancelled());
            if (!m_stopping && !walked)
                walked = startFiles(files);
            if (Status submitted = m_ring.submit(); !submitted)
                return submitted; // the ring is broken: nothing more completes
            if (m_inFlight == 0) {
                if (walked || m_stopping)
                    break;
                files.waitForMore(WaitMilliseconds);
                continue;
            }
            if (Status reaped
                = m_ring.reap(WaitMilliseconds, [this](quint64 data, int result) { complete(data, result); });
                !reaped)
                return reaped;
        }
        if (walked && m_failure)
            m_failure = files.status();
        return m_failure;
    }

private:
    char *buffer(int index) const { return m_buffers.get() + index * m_blockBytes; }
    QString sourcePath(const UringFileSlot &file) const { return QFile::decodeName(joinPath(m_from, file.relative)); }
    QString targetPath(const UringFileSlot &file) const { return QFile::decodeName(joinPath(m_to, file.relative)); }

    // The first failure is the run's; no file starts after it.
    void stop(const Status &failure)
    {
        if (!m_stopping)
            m_failure = failure;
        m_stopping = true;
    }

    void fail(UringFileSlot &file, const QString &what, const QString &path, int error)
    {
        if (!file.failure)
            return;
        errno = error;
        file.failure = Status::failure(errnoMessage(what, path));
        stop(file.failure);
    }

    io_uring_sqe *request(int slot, Step step, int block = 0)
    {
        io_uring_sqe *sqe = m_ring.next();
        if (!sqe) {
            stop(Status::failure(QStringLiteral("the uring copier's ring refused a request")));
            return nullptr;
        }
        io_uring_sqe_set_data64(sqe, userData(slot, step, block));
        ++m_slots[size_t(slot)].pending;
        ++m_inFlight;
        return sqe;
    }

    // Takes files from the walk into free slots; true once the walk is over.
    bool startFiles(FileQueue &files)
    {
        for (int slot = 0; slot < int(m_slots.size()); ++slot) {
            if (!m_slots[size_t(slot)].relative.isEmpty())
                continue;
            QByteArray relative;
            switch (files.take(&relative)) {
            case FileQueue::Take::File:
                startFile(slot, relative);
                break;
            case FileQueue::Take::NotYet:
                return false;
            case FileQueue::Take::End:
                if (Status walkedAll = files.status(); !walkedAll)
                    stop(walkedAll);
                return true;
            }
        }
        return false;
    }

    // Open the source, create the copy, read the first block: one chain.
    void startFile(int slot, const QByteArray &relative)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        file = UringFileSlot();
        file.relative = relative;
        file.blocks[0].buffer = 2 * slot;
        file.blocks[1].buffer = 2 * slot + 1;
        io_uring_sqe *openSource = request(slot, Step::OpenSource);
        io_uring_sqe *openTarget = request(slot, Step::OpenTarget);
        if (!openSource || !openTarget)
            return;
        io_uring_prep_openat2_direct(openSource, m_sourceRoot, file.relative.constData(), &m_sourceHow,
                                     unsigned(2 * slot));
        openSource->flags |= IOSQE_IO_LINK;
        io_uring_prep_openat2_direct(openTarget, m_targetRoot, file.relative.constData(), &m_targetHow,
                                     unsigned(2 * slot + 1));
        openTarget->flags |= IOSQE_IO_LINK;
        read(slot, 0);
    }

    void read(int slot, int index)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        UringBlock &block = file.blocks[size_t(index)];
        io_uring_sqe *sqe = request(slot, Step::Read, index);
        if (!sqe)
            return;
        block.offset = file.nextOffset;
        block.length = m_blockBytes;
        file.nextOffset += m_blockBytes;
        block.reading = true;
        io_uring_prep_read(sqe, 2 * slot, buffer(block.buffer), unsigned(m_blockBytes), quint64(block.offset));
        sqe->flags |= IOSQE_FIXED_FILE;
    }

    // Reads into every free block of the file, borrowing a buffer for each
    // whole block it has read beyond its own two while any is left.
    void readMore(int slot)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        for (int index = 0; index < MostBlocksPerFile && !file.endOfFile && !m_stopping; ++index) {
            UringBlock &block = file.blocks[size_t(index)];
            if (block.buffer < 0) {
                if (index - 2 >= file.wholeBlocks || m_lent.empty())
                    return;
                block.buffer = m_lent.back();
                m_lent.pop_back();
            }
            if (!block.busy())
                read(slot, index);
        }
    }

    // `linkClose`: the copy is closed right after this write lands.
    void write(int slot, int index, bool linkClose)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        UringBlock &block = file.blocks[size_t(index)];
        io_uring_sqe *sqe = request(slot, Step::Write, index);
        if (!sqe)
            return;
        block.writing = true;
        io_uring_prep_write(sqe, 2 * slot + 1, buffer(block.buffer), unsigned(block.length), quint64(block.offset));
        sqe->flags |= IOSQE_FIXED_FILE;
        if (linkClose) {
            sqe->flags |= IOSQE_IO_LINK;
            closeTarget(slot);
        }
    }

    void closeSource(int slot)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        if (!file.sourceOpen || file.closingSource)
            return;
        if (io_uring_sqe *sqe = request(slot, Step::CloseSource)) {
            file.closingSource = true;
            io_uring_prep_close_direct(sqe, unsigned(2 * slot));
        }
    }

    void closeTarget(int slot)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        if (file.closingTarget)
            return;
        if (io_uring_sqe *sqe = request(slot, Step::CloseTarget)) {
            file.closingTarget = true;
            io_uring_prep_close_direct(sqe, unsigned(2 * slot + 1));
        }
    }

    void complete(quint64 data, int result)
    {
        const int slot = int(data >> 8);
        const auto step = Step((data >> 4) & 0xf);
        const int index = int(data & 0xf);
        UringFileSlot &file = m_slots[size_t(slot)];
        --file.pending;
        --m_inFlight;
        switch (step) {
        case Step::OpenSource:
            if (result < 0)
                fail(file, QStringLiteral("cannot open"), sourcePath(file), -result);
            file.sourceOpen = result >= 0;
            break;
        case Step::OpenTarget:
            // Cancelled with its chain when the source could not be opened.
            if (result < 0 && result != -ECANCELED)
                fail(file, QStringLiteral("cannot create"), targetPath(file), -result);
            file.targetOpen = file.targetMade = result >= 0;
            break;
        case Step::Read:
            file.blocks[size_t(index)].reading = false;
            if (result < 0 && result != -ECANCELED)
                fail(file, QStringLiteral("cannot read"), sourcePath(file), -result);
            else if (result >= 0)
                landRead(slot, index, result);
            break;
        case Step::Write:
            file.blocks[size_t(index)].writing = false;
            if (result < 0 && result != -ECANCELED)
                fail(file, QStringLiteral("cannot write"), targetPath(file), -result);
            else if (result >= 0)
                landWrite(slot, index, result);
            break;
        case Step::CloseSource:
            file.sourceOpen = false;
            break;
        case Step::CloseTarget:
            file.closingTarget = false;
            if (result == -ECANCELED)
                break; // its write did not land whole: closed again below
            file.targetOpen = false;
            // A write the drive could not keep may show only here.
            if (result < 0)
                fail(file, QStringLiteral("cannot write"), targetPath(file), -result);
            break;
        }
        advance(slot);
    }

    void landRead(int slot, int index, int got)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        if (!file.failure || m_stopping)
            return;
        UringBlock &block = file.blocks[size_t(index)];
        if (got < block.length)
            file.endOfFile = true; // a regular file's short read is its end
        else
            ++file.wholeBlocks;
        block.length = got;
        file.unwritten += got;
        // The last block of a file with nothing else moving: written, then closed at once.
        const bool last = file.endOfFile && !file.othersMoving(index);
        if (got > 0)
            write(slot, index, last);
        if (last)
            closeSource(slot);
        readMore(slot);
    }

    void landWrite(int slot, int index, int written)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        m_counters.bytes.fetch_add(written, std::memory_order_relaxed);
        file.unwritten -= written;
        if (!file.failure || m_stopping)
            return;
        // A write short of its block (the drive filling up) goes on from where it stopped.
        UringBlock &block = file.blocks[size_t(index)];
        block.length -= written;
        block.offset += written;
        if (block.length > 0) {
            std::memmove(buffer(block.buffer), buffer(block.buffer) + written, size_t(block.length));
            write(slot, index, false);
            return;
        }
        readMore(slot);
    }

    // Once nothing moves, the files are closed; once they are, the slot is free.
    void advance(int slot)
    {
        UringFileSlot &file = m_slots[size_t(slot)];
        const bool done = file.endOfFile || !file.failure || m_stopping;
        if (done && !file.moving()) {
            closeSource(slot);
            if (file.targetOpen)
                closeTarget(slot);
        }
        if (file.pending > 0)
            return;
        if (file.endOfFile && file.unwritten == 0 && file.failure && !file.targetOpen && file.targetMade)
            m_counters.files.fetch_add(1, std::memory_order_relaxed);
        else if (file.targetMade)
            static_cast<void>(removeFile(joinPath(m_to, file.relative))); // a partial copy is no data
        for (size_t index = 2; index < file.blocks.size(); ++index) {
            if (file.blocks[index].buffer >= 0)
                m_lent.push_back(file.blocks[index].buffer);
        }
        file = UringFileSlot();
    }

    qint64 m_blockBytes;
    QByteArray m_from;
    QByteArray m_to;
    int m_sourceRoot;
    int m_targetRoot;
    UringRing &m_ring;
    TransferCounters &m_counters;
    std::vector<UringFileSlot> m_slots;
    std::unique_ptr<char, FreeAligned> m_buffers; // every slot's own two, then the lent ones
    std::vector<int> m_lent;                      // lent buffers no file holds
    open_how m_sourceHow{};
    open_how m_targetHow{};
    int m_inFlight = 0;
    bool m_stopping = false;
    Status m_failure = Status::ok();
};

// The copy is written through the target's descriptor: a folder unmounted
// or replaced meanwhile would take it along unseen, so its name is asked
// once more when the copy is done.
Status stillAt(int folder, const QByteArray &path)
{
    struct stat held
    {
    };
    struct stat named
    {
    };
    if (::fstat(folder, &held) == 0 && ::lstat(path.constData(), &named) == 0 && held.st_dev == named.st_dev
        && held.st_ino == named.st_ino)
        return Status::ok();
    return Status::failure(QStringLiteral("cannot write %1: the folder was unmounted or replaced while it was "
                                          "copied to")
                               .arg(QFile::decodeName(path)));
}

class UringCopier : public Copier
{
public:
    UringCopier(int depth, qint64 blockBytes, bool directReads, bool physicalOrder)
        : m_depth(depth > 0 ? depth : DefaultUringDepth)
        , m_directReads(directReads)
        , m_physicalOrder(physicalOrder)
    {
        // Two blocks a file, all of them within AllBuffersBytes; the lent
        // ones add at most LentBuffers blocks to that.
        const qint64 wanted = blockBytes > 0 ? blockBytes : 1024 * 1024;
        const qint64 fitting = std::max(SmallestBlock, AllBuffersBytes / (2 * m_depth));
        m_blockBytes = std::min(wanted, fitting) / Alignment * Alignment;
    }

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Uring); }
    int threads() const override { return m_depth; }
    qint64 blockBytes() const override { return m_blockBytes; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override
    {
        const UniqueFd sourceRoot(openBelowHeld(from, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
        if (!sourceRoot.isValid())
            return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), QFile::decodeName(from)));
        if (Status status = makeFolder(to); !status)
            return status;
        const UniqueFd targetRoot(openBelowHeld(to, O_PATH | O_DIRECTORY | O_NOFOLLOW));
        if (!targetRoot.isValid())
            return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), QFile::decodeName(to)));
        UringRing ring;
        if (Status status = ring.open(unsigned(4 * m_depth + LentBuffers), unsigned(2 * m_depth)); !status)
            return status;
        ring.allowBlockingRequests(unsigned(m_depth));
        FileQueue files(sourceRoot.get(), from, to, m_physicalOrder, cancel);
        if (Status status = files.start(); !status)
            return status;
        UringCopy copy(m_depth, m_blockBytes, m_directReads, from, to, sourceRoot.get(), targetRoot.get(), ring,
                       counters);
        if (Status copied = copy.run(files, cancel); !copied)
            return copied;
        if (cancel.isRequested())
            return Status::cancelled();
        return stillAt(targetRoot.get(), to);
    }

private:
    int m_depth;
    qint64 m_blockBytes = 0;
    bool m_directReads;
    bool m_physicalOrder;
};

} // namespace

Status uringAvailability()
{
    // Asked once: what the kernel allows does not change while the program runs.
    static const Status available = [] {
        UringRing ring;
        return ring.open(4, 2);
    }();
    return available;
}

std::unique_ptr<Copier> makeUringCopier(int depth, qint64 blockBytes, bool directReads, bool physicalOrder)
{
    if (!uringAvailability())
        return nullptr;
    return std::make_unique<UringCopier>(depth, blockBytes, directReads, physicalOrder);
}

} // namespace cm
