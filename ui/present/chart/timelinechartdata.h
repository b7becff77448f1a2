// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"

#include <QList>
#include <QString>

#include <optional>

namespace cm {

// Which data set and operation a timeline draws.
struct TimelineChoice
{
    QString dataSet;   // a data set kind, e.g. "books"
    QString operation; // an operation's name, e.g. "read"

    bool operator==(const TimelineChoice &other) const = default;
};

// The data sets and operations that have a run with a timeline, each once,
// in the order of the drives and their results.
QList<TimelineChoice> timelineChoices(const Session &session);
QList<TimelineChoice> timelineChoices(const DriveRecord &drive);

// What a timeline draws unless told: `read` of the first data set that
// has one, else the first that has any; empty when no run has a timeline
// (a session measured before runs were sampled). Told only the operation
// (or only the data set), the first data set (or `read`, else the first
// operation) that has a timeline with it.
std::optional<TimelineChoice> defaultTimelineChoice(const Session &session, const QString &dataSet = QString(),
                                                    const QString &operation = QString());

// The drive a session's timeline of `choice` draws: the last that has one,
// else the last measured; -1 for a session without measurements.
qsizetype timelineDrive(const Session &session, const TimelineChoice &choice);

// MB/s over the seconds of each run of one drive, for one data set and
// operation, plain and compressed: each point is an interval of the run's
// timeline, at the second it ended, its bytes / its length / 10^6. Without
// a timeline to draw, a line chart with no lines whose empty note says why.
ChartData timelineChartData(const Session &session, const DriveRecord &drive, const TimelineChoice &choice);

} // namespace cm
