#pragma once

#include "chart/chartdata.h"

namespace cm {

// The one chart of `kind` that stands for a whole session, as the window
// shows it: per-drive draws the last drive that was measured.
ChartData sessionChartData(const Session &session, ChartKind kind, Whiskers whiskers = Whiskers::None);

} // namespace cm
