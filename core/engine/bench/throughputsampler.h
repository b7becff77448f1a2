// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/timelineseries.h"
#include "util/status.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>

namespace cm {

class ThreadQueue;

// Samples the bytes a run has delivered, about ten times a second, on a
// thread of its own and a steady clock, into the run's timeline. It only
// reads the copier's atomic counter: the copier takes no lock and does no
// more work for it.
class ThroughputSampler
{
public:
    static constexpr double IntervalSeconds = 0.1;

    // Samples `bytes`, which must outlive the sampler.
    explicit ThroughputSampler(const std::atomic<qint64> &bytes, double intervalSeconds = IntervalSeconds,
                               qsizetype mostPoints = SessionLimits::TimelinePoints);
    ~ThroughputSampler();
    ThroughputSampler(const ThroughputSampler &) = delete;
    ThroughputSampler &operator=(const ThroughputSampler &) = delete;

    // Starts the clock and the thread: right before the timed work, once.
    // Failure: the system refused the thread.
    Status start();
    // Stops the thread at once (it is woken, not waited out) and gives the
    // timeline, whose last point is the run's end: `bytes` at `seconds`.
    RunTimeline finish(double seconds, qint64 bytes);

private:
    void sample();
    void stop();

    const std::atomic<qint64> &m_bytes;
    TimelineSeries m_series; // the thread's until its queue is finished
    std::chrono::steady_clock::time_point m_start;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::unique_ptr<ThreadQueue> m_queue; // one thread, sampling
};

} // namespace cm
