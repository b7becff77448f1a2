// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QChart;
class QValueAxis;

namespace cm {

// Fewer ticks on a value axis whose numbers would not fit between them
// once the plot is laid out: Qt Charts cuts them with "…" ("1,0…", "1,1…")
// on a narrow chart. The axis keeps its range and a round step: the
// intervals are merged by the smallest factor of their count that makes
// room, else every few ticks from 0 are kept (0, 500, 1,000 of 1,250).
// Each layout fits from the ticks the axis was given, so that a chart laid
// out small first and larger later gets them back.
void fitAxisTicks(QChart *chart, QValueAxis *axis);

} // namespace cm
