// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QString>

namespace cm {

// What `run --compare` prints after its summary: each result of this
// drive beside the published drive's (median and the 95 % interval of the
// mean, and this drive's speed as a share of the published one), then what
// differs between the two (publishedplan.h). `publishedName` names the file.
QString publishedComparisonText(const Session &published, const Session &mine, const QString &publishedName);

// The compare chart of the published drive and this one, side by side.
Status savePublishedComparisonChart(const Session &published, const Session &mine, const QString &path);

// "chart.png" -> "chart-compare.png".
QString comparisonChartPath(const QString &chartPath);

} // namespace cm
