// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"

namespace cm {

// The chart's text as it is drawn: labels, models, paths and notes come
// from a session file and may hold anything, so each control character
// shows as an escape (visibleText()). Text in an exported SVG is then
// always XML, and no name breaks a line or turns the text around it.
ChartData visibleChartData(const ChartData &data);

} // namespace cm
