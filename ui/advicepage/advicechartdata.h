// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "predict/advisor.h"

namespace cm {

// "Should I compress?" as a grouped bar chart: data kinds on the category
// axis; the plain speed, then the predicted speed of each algorithm the
// filesystem's property or mount option names (zstd:3, lzo, zlib:3; lznt1
// on NTFS) and of each kind's best, then what was measured, in MB/s. Notes
// above the predicted bars give the space saved.
ChartData adviceChartData(const QList<KindAdvice> &advice);

} // namespace cm
