// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"

#include <QString>
#include <QStringList>

namespace cm {

// One drive over time (librarysessions.h's historySession()): per data
// set, a pair of bars (compression off and on) for each day it was
// measured, oldest first, with the 95 % intervals of the mean; titled with
// the drive, and `changes` (what changed between two points) under it.
ChartData historyChartData(const Session &history, const QString &driveName, const QStringList &changes);

} // namespace cm
