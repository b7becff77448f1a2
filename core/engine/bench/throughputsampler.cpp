// SPDX-License-Identifier: GPL-3.0-or-later
#include "throughputsampler.h"

#include "system/threadqueue.h"

#include <ThreadWeaver/Queueing>

namespace cm {

using Clock = std::chrono::steady_clock;

ThroughputSampler::ThroughputSampler(const std::atomic<qint64> &bytes, double intervalSeconds, qsizetype mostPoints)
    : m_bytes(bytes)
    , m_series(intervalSeconds, mostPoints)
{
}

ThroughputSampler::~ThroughputSampler()
{
    stop();
}

Status ThroughputSampler::start()
{
    m_start = Clock::now();
    m_queue = std::make_unique<ThreadQueue>(1);
    return m_queue->enqueue(ThreadWeaver::make_job([this] { sample(); }));
}

void ThroughputSampler::sample()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        const auto due
            = m_start + std::chrono::ceil<Clock::duration>(std::chrono::duration<double>(m_series.nextDueSeconds()));
        if (m_wake.wait_until(lock, due, [this] { return m_stopping; }))
            return;
        const double seconds = std::chrono::duration<double>(Clock::now() - m_start).count();
        m_series.record(seconds, m_bytes.load(std::memory_order_relaxed));
    }
}

void ThroughputSampler::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_one();
    if (m_queue)
        static_cast<void>(m_queue->finish()); // a refused thread was start()'s failure
    m_queue.reset();
    // The sampler's last writes reach this thread through the mutex it
    // released on return, which ThreadSanitizer sees (ThreadWeaver's wait it
    // does not).
    const std::lock_guard settled(m_mutex);
}

RunTimeline ThroughputSampler::finish(double seconds, qint64 bytes)
{
    stop();
    return m_series.finish(seconds, bytes);
}

} // namespace cm
