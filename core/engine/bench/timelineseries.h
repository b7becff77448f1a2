// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

namespace cm {

// The points of one run's timeline as they fall due, every `interval`
// seconds from the start, holding at most `mostPoints`: when one more would
// not fit, every second point is kept and the interval doubles, so that the
// series covers the whole run, however long, at a coarser step.
class TimelineSeries
{
public:
    // `mostPoints` at least 2.
    TimelineSeries(double intervalSeconds, qsizetype mostPoints);

    double intervalSeconds() const { return m_interval; }
    qsizetype size() const { return m_bytes.size(); }
    // When the next point falls due, in seconds from the start.
    double nextDueSeconds() const { return double(m_bytes.size() + 1) * m_interval; }

    // `bytes` counted `seconds` after the start: the points due by then.
    // A point the sampler was late for is placed on the line between the
    // counts seen before and after it, not given the later count.
    void record(double seconds, qint64 bytes);

    // The run ended `seconds` after the start having delivered `bytes`: the
    // series with that as its last point (RunTimeline).
    RunTimeline finish(double seconds, qint64 bytes);

private:
    // Appends the points due before (or, with `inclusive`, at) `seconds`.
    void fillUntil(double seconds, qint64 bytes, bool inclusive);
    void halve();

    double m_interval;
    qsizetype m_mostPoints;
    QList<qint64> m_bytes;
    double m_seenSeconds = 0.0; // the last count seen, and when
    qint64 m_seenBytes = 0;
};

} // namespace cm
