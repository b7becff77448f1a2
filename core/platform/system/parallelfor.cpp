// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/parallelfor.h"

#include "system/threadqueue.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <vector>

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
    // QThreads of its own, joined before it returns: the join orders what
    // the calls did before what the caller does next, for ThreadSanitizer
    // too. (ThreadWeaver's shutdown of a short-lived queue can hang under
    // wine; the engine's long-lived queues are ThreadQueues.) Not
    // std::threads: the work uses Qt, and a std::thread Qt adopts crashes
    // at its end with MinGW's thread-local storage on Windows.
    Status status = Status::ok();
    std::vector<std::unique_ptr<QThread>> helpers;
    helpers.reserve(size_t(used - 1));
    for (int t = 1; t < used; ++t) {
        helpers.emplace_back(QThread::create(drain));
        helpers.back()->start();
        if (!helpers.back()->isRunning() && !helpers.back()->isFinished())
            status = threadRefused(QStringLiteral("a thread of parallelFor did not start"));
    }
    drain();
    for (const std::unique_ptr<QThread> &helper : helpers)
        helper->wait();
    drain(); // what refused threads left, on this thread
    if (failure)
        std::rethrow_exception(failure);
    return status;
}

} // namespace cm
