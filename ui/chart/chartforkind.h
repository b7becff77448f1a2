#pragma once

#include "chart/chartdata.h"

namespace cm {

// The chart of `kind` for a whole session; a per-drive chart shows the
// last drive with results, the one measured or opened most recently.
ChartData chartDataFor(ChartKind kind, const Session &session, Whiskers whiskers = Whiskers::None);

} // namespace cm
