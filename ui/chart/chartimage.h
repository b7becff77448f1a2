#pragma once

#include "util/status.h"

#include <QChart>
#include <QImage>
#include <QSize>

namespace cm {

// Renders a chart offscreen (no window needed) at `size` logical pixels
// times `scale`, on a white background.
QImage renderChart(QChart *chart, const QSize &size, qreal scale = 1.0);

// Renders and writes a PNG atomically.
Status saveChartPng(QChart *chart, const QString &path, const QSize &size = QSize(1600, 900), qreal scale = 1.0);

} // namespace cm
