// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/parallelfor.h"

#include "system/threadqueue.h"

#include <ThreadWeaver/Queueing>

#include <QThread>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>

namespace cm {

Status parallelFor(qsizetype count, const std::function<void(qsizetype)> &work, int threads)
{
    if (count <= 0)
        return Status::ok();
    const int wanted = threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
    const int used = int(std::min<qsizetype>(count, wanted));

    std::atomic<qsizetype> next{0};
    // An exception (std::bad_alloc under a memory limit) would end the
    // process from a worker thread: the first is kept, the calls not yet
    // begun are dropped, and it is thrown again on the calling thread.
    std::mutex failureLock;
    std::exception_ptr failure;
    const auto drain = [&] {
        try {
            for (qsizetype i = next++; i < count; i = next++)
                work(i);
        } catch (...) {
            next = count;
            const std::lock_guard locked(failureLock);
            if (!failure)
                failure = std::current_exception();
        }
    };
    Status status = Status::ok();
    if (used > 1) {
        // ThreadSanitizer cannot see ThreadWeaver's own locking: what the
        // caller wrote before the calls, and what the calls wrote before
        // finish() returns, are handed over through atomics it sees.
        std::atomic<int> handedOver{0};
        std::atomic<int> drained{0};
        handedOver.store(1, std::memory_order_release);
        const auto job = [&] {
            static_cast<void>(handedOver.load(std::memory_order_acquire));
            drain();
            drained.fetch_add(1, std::memory_order_release);
        };
        ThreadQueue queue(used - 1);
        for (int t = 1; t < used && queue.status(); ++t)
            static_cast<void>(queue.enqueue(ThreadWeaver::make_job(job))); // a refusal is in finish()'s result
        drain();
        status = queue.finish();
        static_cast<void>(drained.load(std::memory_order_acquire));
    }
    drain(); // what refused threads left, on this thread
    if (failure)
        std::rethrow_exception(failure);
    return status;
}

} // namespace cm
