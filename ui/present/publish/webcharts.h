// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QSize>
#include <QString>

namespace cm {

// How many drives a web page charts, so that the page of any number of
// drives stays readable and grows no faster than its drives: a chart of
// each drive (per-drive, timeline) for up to MostDrivesChartedEach drives,
// charts of every drive side by side (compare, percent, device) for up to
// MostDrivesSideBySide, and the drives chart, a row per drive, for up to
// MostDrivesInRows. Beyond them the results table, which has every drive,
// stands for the charts, and the page says so.
inline constexpr int MostDrivesChartedEach = 12;
inline constexpr int MostDrivesSideBySide = 12;
inline constexpr int MostDrivesInRows = 50;

// The charts section of a web page: each chart of `kinds` the bounds above
// allow, in the light and the dark theme (the reader's system shows one),
// laid out at `size`, with its text alternative; then what was left out
// and why. `sessions` are the files as loaded, `merged` all of them.
Status webChartsSection(const QList<ChartKind> &kinds, const QList<Session> &sessions, const Session &merged,
                        Whiskers whiskers, QSize size, QString *html);

} // namespace cm
