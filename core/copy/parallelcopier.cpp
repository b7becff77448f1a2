#include "parallelcopier.h"

#include <ThreadWeaver/Queue>
#include <ThreadWeaver/Queueing>

#include <QMutex>
#include <QSemaphore>

namespace cm {
namespace {

constexpr int WaitingJobsPerThread = 4;

// The first failure of any job; the walk stops queueing once there is one.
class FirstFailure
{
public:
    void record(const Status &status)
    {
        QMutexLocker locker(&m_lock);
        if (m_status)
            m_status = status;
    }
    Status get() const
    {
        QMutexLocker locker(&m_lock);
        return m_status;
    }
    bool isSet() const { return !get(); }

private:
    mutable QMutex m_lock;
    Status m_status = Status::ok();
};

} // namespace

ParallelCopier::ParallelCopier(int threads, qint64 blockBytes, bool directReads)
    : m_threads(threads > 0 ? threads : DefaultThreads)
    , m_options{blockBytes > 0 ? blockBytes : 1024 * 1024, directReads}
{
}

Status ParallelCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                                const Cancellation &cancel) const
{
    ThreadWeaver::Queue queue;
    queue.setMaximumNumberOfThreads(m_threads);
    QSemaphore freeSlots(m_threads * WaitingJobsPerThread);
    FirstFailure failure;

    const Status walked = copyTreeWith(from, to, cancel, [&](const QByteArray &source, const QByteArray &target,
                                                             const TreeEntry &entry) {
        if (failure.isSet())
            return failure.get();
        freeSlots.acquire();
        const qint64 bytes = entry.bytes;
        queue.enqueue(ThreadWeaver::make_job([&, source, target, bytes] {
            if (!failure.isSet()) {
                const Status status = copyFileContents(source, target, bytes, m_options, counters, cancel);
                if (!status)
                    failure.record(status);
            }
            freeSlots.release();
        }));
        return Status::ok();
    });
    if (!walked)
        queue.dequeue(); // what has not started yet will not be needed
    queue.finish();
    queue.shutDown();
    if (cancel.isRequested())
        return copyCancelled();
    return walked ? failure.get() : walked;
}

} // namespace cm
