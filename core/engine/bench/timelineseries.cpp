// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineseries.h"

#include <algorithm>
#include <cmath>

namespace cm {

TimelineSeries::TimelineSeries(double intervalSeconds, qsizetype mostPoints)
    : m_interval(intervalSeconds)
    , m_mostPoints(std::max<qsizetype>(mostPoints, 2))
{
    m_bytes.reserve(m_mostPoints);
}

void TimelineSeries::record(double seconds, qint64 bytes)
{
    fillUntil(seconds, bytes, true);
}

void TimelineSeries::fillUntil(double seconds, qint64 bytes, bool inclusive)
{
    for (;;) {
        const double due = nextDueSeconds();
        if (inclusive ? due > seconds : due >= seconds)
            break;
        if (m_bytes.size() >= m_mostPoints) {
            halve(); // the next point falls due later now
            continue;
        }
        const double span = seconds - m_seenSeconds;
        const double share = span > 0.0 ? std::clamp((due - m_seenSeconds) / span, 0.0, 1.0) : 1.0;
        m_bytes.append(m_seenBytes + std::llround(double(bytes - m_seenBytes) * share));
    }
    m_seenSeconds = seconds;
    m_seenBytes = bytes;
}

void TimelineSeries::halve()
{
    // Counts, not speeds: the coarser point at 2k intervals is the finer one there.
    qsizetype kept = 0;
    for (qsizetype i = 1; i < m_bytes.size(); i += 2)
        m_bytes[kept++] = m_bytes[i];
    m_bytes.resize(kept);
    m_interval *= 2.0;
}

RunTimeline TimelineSeries::finish(double seconds, qint64 bytes)
{
    // Points the sampler took after the run's end (before it was stopped)
    // lie beyond it: the run's end is the last point.
    while (!m_bytes.isEmpty() && double(m_bytes.size()) * m_interval >= seconds)
        m_bytes.removeLast();
    if (m_seenSeconds > seconds) {
        m_seenSeconds = m_bytes.size() * m_interval;
        m_seenBytes = m_bytes.isEmpty() ? 0 : m_bytes.constLast();
    }
    fillUntil(seconds, bytes, false);
    if (m_bytes.size() >= m_mostPoints)
        halve();
    // Never above the end: a count read while the copier was counting stays below what it ended at.
    for (qint64 &count : m_bytes)
        count = std::min(count, bytes);
    m_bytes.append(bytes);
    return RunTimeline{m_interval, m_bytes};
}

} // namespace cm
