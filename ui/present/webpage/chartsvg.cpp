// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartsvg.h"

#include "chart/chartexport.h"
#include "chart/barchart.h"

#include <QBuffer>
#include <QRegularExpression>

#include <memory>

namespace cm {

Status inlineChartSvg(const ChartData &data, ChartTheme theme, QSize size, InlineChart *chart)
{
    std::unique_ptr<QChart> drawn(buildChart(data, theme));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (Status status
        = writeChart(drawn.get(), ChartExport{ImageFormat::Svg, QStringLiteral("web page"), size, 1.0}, &buffer);
        !status)
        return status;
    QString svg = QString::fromUtf8(buffer.data());
    svg.remove(QRegularExpression(QStringLiteral(R"(^<\?xml[^>]*\?>\s*)")));
    // The page sets the width; the view box keeps the proportions.
    static const QRegularExpression fixedSize(QStringLiteral(R"(^<svg width="[^"]*" height="[^"]*")"));
    svg.replace(fixedSize, QStringLiteral("<svg role=\"img\""));
    chart->svg = svg;
    chart->altText = chartAltText(drawn.get());
    return Status::ok();
}

} // namespace cm
