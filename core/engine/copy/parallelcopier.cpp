// SPDX-License-Identifier: GPL-3.0-or-later
#include "parallelcopier.h"

#include "system/threadqueue.h"
#include "util/firstfailure.h"

#include <ThreadWeaver/Queueing>

#include <QMutex>
#include <QSemaphore>
#include <QSharedPointer>

#include <algorithm>
#include <atomic>
#include <map>
#include <thread>

namespace cm {
namespace {

constexpr int WaitingJobsPerThread = 4;
// A file this big is copied in pieces by several threads at once, so that
// one large file keeps the drive as busy as many small ones.
constexpr qint64 SplitFilesFrom = 64 * 1024 * 1024;
constexpr qint64 PieceBytes = 8 * 1024 * 1024;

// A big file in pieces: both ends open once; the last piece to finish
// closes the copy and counts the file, or removes it when a piece failed.
struct SplitFile
{
    FileReader source;
    NewFile target;
    std::atomic<qint64> piecesLeft{0};
};

// One buffer per thread of the queue, kept from file to file and freed
// with the copy. Not thread_local: on Windows the destructors of
// thread_local objects in the queue's threads kept the process from ending.
class ThreadBuffers
{
public:
    CopyBuffer &ofThisThread()
    {
        const QMutexLocker locker(&m_lock);
        return m_buffers[std::this_thread::get_id()];
    }

private:
    QMutex m_lock;
    std::map<std::thread::id, CopyBuffer> m_buffers; // nodes stay put as others are added
};

// The last piece is done: the copy is closed and counted, or removed when
// a piece failed (the pieces after it were not copied).
void finish(SplitFile &file, FirstFailure &failure, TransferCounters &counters)
{
    PartialCopy partial(file.target.path());
    if (failure.isSet())
        return;
    const Status closed = file.target.close();
    if (!closed)
        return failure.record(closed);
    partial.complete();
    counters.files.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

ParallelCopier::ParallelCopier(int threads, qint64 blockBytes, bool directReads)
    : m_threads(threads > 0 ? threads : DefaultThreads)
    , m_options{blockBytes > 0 ? blockBytes : 1024 * 1024, directReads}
{
}

Status ParallelCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                                const Cancellation &cancel) const
{
    ThreadBuffers buffers; // declared first, so that it outlives the queue and its jobs
    ThreadQueue queue(m_threads);
    if (!queue.status())
        return queue.status();
    QSemaphore freeSlots(m_threads * WaitingJobsPerThread);
    FirstFailure failure; // the walk stops queueing once there is one

    const auto queuePieces = [&](const QByteArray &source, const QByteArray &target, qint64 bytes) {
        auto file = QSharedPointer<SplitFile>::create();
        if (Status status = openCopyFiles(source, target, m_options, &file->source, &file->target); !status)
            return status;
        file->piecesLeft = (bytes + PieceBytes - 1) / PieceBytes;
        for (qint64 offset = 0; offset < bytes; offset += PieceBytes) {
            freeSlots.acquire();
            const Status queued = queue.enqueue(ThreadWeaver::make_job([&, file, offset, bytes] {
                if (!failure.isSet())
                    failure.record(copyFileRange(file->source, file->target, offset,
                                                 std::min(PieceBytes, bytes - offset), m_options,
                                                 buffers.ofThisThread(), counters, cancel));
                if (file->piecesLeft.fetch_sub(1) == 1)
                    finish(*file, failure, counters);
                freeSlots.release();
            }));
            if (!queued)
                return queued;
        }
        return Status::ok();
    };

    const Status walked
        = copyTreeWith(from, to, cancel,
                       [&](const QByteArray &source, const QByteArray &target, const TreeEntry &entry) {
                           if (failure.isSet())
                               return failure.get();
                           if (entry.bytes >= SplitFilesFrom)
                               return queuePieces(source, target, entry.bytes);
                           freeSlots.acquire();
                           const qint64 bytes = entry.bytes;
                           return queue.enqueue(ThreadWeaver::make_job([&, source, target, bytes] {
                               if (!failure.isSet())
                                   failure.record(copyFileContents(source, target, bytes, m_options,
                                                                   buffers.ofThisThread(), counters, cancel));
                               freeSlots.release();
                           }));
                       });
    if (!walked)
        queue.dequeue(); // what has not started yet will not be needed
    if (Status finished = queue.finish(); !finished)
        return finished;
    if (cancel.isRequested())
        return Status::cancelled();
    return walked ? failure.get() : walked;
}

} // namespace cm
