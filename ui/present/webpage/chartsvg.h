// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"
#include "util/status.h"

#include <QSize>
#include <QString>

namespace cm {

// A chart drawn for a web page: the SVG export's drawing, without its XML
// declaration and fixed size, so that it fills its column and scales, as
// an image (role="img") named by its title, with its text alternative.
struct InlineChart
{
    QString svg;
    QString altText;
};

Status inlineChartSvg(const ChartData &data, ChartTheme theme, QSize size, InlineChart *chart);

} // namespace cm
