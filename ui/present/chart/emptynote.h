// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"

class QChart;

namespace cm {

// A chart with nothing to draw says why: the data's empty note in the
// middle of the plot, and no legend.
void addEmptyNote(QChart *chart, const ChartData &data, const ChartStyle &style);

// A chart with nothing yet (before a run's first measurement, before a
// probe): the theme's colours and, as its title, what will show there.
QChart *placeholderChart(const QString &text, ChartTheme theme);

} // namespace cm
