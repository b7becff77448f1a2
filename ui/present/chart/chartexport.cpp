// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartexport.h"

#include "chart/chartimage.h"
#include "fs/atomicfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

constexpr qreal PixelsPerInch = 96.0;
constexpr qreal PointsPerInch = 72.0;

// The chart's title without its markup, on one line.
QString plainTitle(const QChart *chart)
{
    QString title = QTextDocumentFragment::fromHtml(chart->title()).toPlainText();
    title.replace(QChar::LineSeparator, QStringLiteral(" - "));
    title.replace(QLatin1Char('\n'), QStringLiteral(" - "));
    return title;
}

bool writeSvg(QChart *chart, const ChartExport &options, QIODevice *device)
{
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(0, 0), options.size));
    svg.setResolution(int(PixelsPerInch));
    svg.setTitle(plainTitle(chart).toHtmlEscaped()); // the generator writes it as it is
    svg.setDescription(Text::tr("A CompressMark chart"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    paintChart(chart, &painter, options.size, QRectF(QPointF(0, 0), options.size));
    return painter.end();
}

bool writePdf(QChart *chart, const ChartExport &options, QIODevice *device)
{
    QPdfWriter pdf(device);
    pdf.setCreator(QStringLiteral("CompressMark"));
    pdf.setTitle(plainTitle(chart));
    const QSizeF points = QSizeF(options.size) * (PointsPerInch / PixelsPerInch);
    pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&pdf))
        return false;
    // The page in device units, whatever the writer's resolution.
    paintChart(chart, &painter, options.size, QRectF(0, 0, pdf.width(), pdf.height()));
    return painter.end();
}

} // namespace

QString imageFormatName(ImageFormat format)
{
    return enumName(ImageFormatNames, format);
}

bool imageFormatFromPath(const QString &path, ImageFormat *format)
{
    return path.contains(QLatin1Char('.'))
        && parseEnumName(ImageFormatNames, path.section(QLatin1Char('.'), -1).toLower(), format);
}

Status writeChart(QChart *chart, const ChartExport &options, QIODevice *device)
{
    if (options.size.isEmpty() || options.scale <= 0.0)
        return Status::failure(Text::tr("cannot write chart %1: the size is empty").arg(options.path));
    bool written = false;
    switch (options.format) {
    case ImageFormat::Png:
        written = renderChart(chart, options.size, options.scale).save(device, "PNG");
        break;
    case ImageFormat::Svg:
        written = writeSvg(chart, options, device);
        break;
    case ImageFormat::Pdf:
        written = writePdf(chart, options, device);
        break;
    }
    if (!written)
        return Status::failure(Text::tr("cannot write chart %1: %2").arg(options.path, device->errorString()));
    return Status::ok();
}

Status exportChart(QChart *chart, const ChartExport &options)
{
    // Rendered whole first, then written beside the file and renamed over
    // it: never through a link, never half.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (Status status = writeChart(chart, options, &buffer); !status)
        return status;
    QString error;
    if (!writeFileAtomically(options.path, buffer.data(), &error))
        return Status::failure(Text::tr("cannot write chart %1: %2").arg(options.path, error));
    return Status::ok();
}

} // namespace cm
