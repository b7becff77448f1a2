// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/timelinechartdata.h"

namespace cm {

// The one chart of `kind` that stands for a whole session, as the window
// shows it: per-drive draws the last drive that was measured; the timeline
// draws `timeline` (by default defaultTimelineChoice()) of the last drive
// that has one (timelineDrive()); drives draws `timeline.dataSet` (by
// default the first read) in `order`.
ChartData sessionChartData(const Session &session, ChartKind kind, Whiskers whiskers = Whiskers::None,
                           const TimelineChoice &timeline = {}, DriveOrder order = DriveOrder::Session);

} // namespace cm
