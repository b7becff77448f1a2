// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/parallelfor.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <vector>

namespace cm {

void parallelFor(qsizetype count, const std::function<void(qsizetype)> &work, int threads)
{
    if (count <= 0)
        return;
    const int wanted = threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
    const qsizetype used = std::min<qsizetype>(count, wanted);

    std::atomic<qsizetype> next{0};
    // An exception (std::bad_alloc under a memory limit) would end the
    // process from a helper thread: the first is kept, the calls not yet
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
    // QThreads, not std::threads: the work uses Qt (image encoding), and a
    // std::thread that did is adopted by Qt, whose clean-up at the thread's
    // end crashes with MinGW's thread-local storage on Windows.
    std::vector<std::unique_ptr<QThread>> helpers;
    helpers.reserve(size_t(used - 1));
    for (qsizetype t = 1; t < used; ++t) {
        helpers.emplace_back(QThread::create(drain));
        helpers.back()->start();
    }
    drain();
    for (const std::unique_ptr<QThread> &helper : helpers)
        helper->wait();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace cm
