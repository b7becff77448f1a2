// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QChart;
class QValueAxis;

namespace cm {

// Fewer ticks on a value axis whose numbers would not fit between them
// once the plot is laid out: Qt Charts cuts them with "…" ("1,0…", "1,1…")
// on a narrow chart. The axis keeps its range and a round step: the
// intervals are merged by the smallest factor that makes room.
void fitAxisTicks(QChart *chart, QValueAxis *axis);

} // namespace cm
