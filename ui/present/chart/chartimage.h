// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QChart>
#include <QImage>
#include <QSize>

class QPainter;

namespace cm {

// Lays a chart out at `size` logical pixels offscreen (no window needed)
// and paints it, its background first, into `target` of `painter`.
void paintChart(QChart *chart, QPainter *painter, const QSize &size, const QRectF &target);

// Renders a chart offscreen at `size` logical pixels times `scale`.
QImage renderChart(QChart *chart, const QSize &size, qreal scale = 1.0);

// Renders and writes a PNG atomically.
Status saveChartPng(QChart *chart, const QString &path, const QSize &size = QSize(1600, 900), qreal scale = 1.0);

} // namespace cm
