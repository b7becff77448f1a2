#include "util/parallelfor.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace cm {

void parallelFor(qsizetype count, const std::function<void(qsizetype)> &work, int threads)
{
    if (count <= 0)
        return;
    const int wanted = threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
    const qsizetype used = std::min<qsizetype>(count, wanted);

    std::atomic<qsizetype> next{0};
    const auto drain = [&] {
        for (qsizetype i = next++; i < count; i = next++)
            work(i);
    };
    std::vector<std::thread> helpers;
    helpers.reserve(size_t(used - 1));
    for (qsizetype t = 1; t < used; ++t)
        helpers.emplace_back(drain);
    drain();
    for (std::thread &helper : helpers)
        helper.join();
}

} // namespace cm
