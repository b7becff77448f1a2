// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartexport.h"

#include "chart/axistitlefit.h"
#include "chart/categoryfit.h"
#include "chart/chartbounds.h"
#include "chart/chartimage.h"
#include "chart/charttheme.h"
#include "chart/charttitle.h"
#include "chart/chartvalues.h"
#include "fs/atomicfile.h"
#include "util/shownpath.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QCoreApplication>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

constexpr qreal PixelsPerInch = 96.0;
constexpr qreal PointsPerInch = 72.0;

// Text without its markup, on one line: a line the chart broke after a
// separator of its own (";", ":", ",") goes on after a space, any other
// break (the title's from the subtitle's) reads " - ".
QString plainText(const QString &html)
{
    QString text = QTextDocumentFragment::fromHtml(html).toPlainText();
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString joined;
    for (const QString &line : std::as_const(lines)) {
        if (!joined.isEmpty())
            joined += joined.endsWith(QLatin1Char(';')) || joined.endsWith(QLatin1Char(':'))
                    || joined.endsWith(QLatin1Char(','))
                ? QStringLiteral(" ")
                : QStringLiteral(" - ");
        joined += line.trimmed();
    }
    return joined;
}

QString plainTitle(const QChart *chart)
{
    const QString fitted = chartPlainTitle(chart);
    return fitted.isEmpty() ? plainText(chart->title()) : fitted;
}

// QSvgGenerator names one family per text, often Qt's own "Sans Serif",
// which no browser knows, so that it falls back to a serif font: every
// text names the chart's families and then CSS's generic sans-serif.
QByteArray withGenericFontFamily(const QByteArray &svg)
{
    QStringList families;
    for (const QString &family : chartFontFamilies())
        families << QLatin1Char('\'') + family + QLatin1Char('\'');
    families << QStringLiteral("sans-serif");
    static const QRegularExpression named(QStringLiteral("font-family=\"[^\"]*\""));
    return QString::fromUtf8(svg)
        .replace(named, QStringLiteral("font-family=\"%1\"").arg(families.join(QStringLiteral(", "))))
        .toUtf8();
}

bool writeSvg(QChart *chart, const ChartExport &options, QIODevice *device)
{
    // Opened here, as bytes: the generator would open it in text mode,
    // which writes CR LF on Windows.
    QBuffer drawn;
    if (!drawn.open(QIODevice::WriteOnly))
        return false;
    QSvgGenerator svg;
    svg.setOutputDevice(&drawn);
    svg.setSize(options.size);
    svg.setViewBox(QRect(QPoint(0, 0), options.size));
    svg.setResolution(int(PixelsPerInch));
    svg.setTitle(plainTitle(chart).toHtmlEscaped()); // the generator writes it as it is
    svg.setDescription(chartAltText(chart).toHtmlEscaped());
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    paintChart(chart, &painter, options.size, QRectF(QPointF(0, 0), options.size));
    if (!painter.end())
        return false;
    const QByteArray text = withGenericFontFamily(drawn.data());
    return device->write(text) == text.size();
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

QString chartAltText(const QChart *chart)
{
    QStringList axes;
    for (const QAbstractAxis *axis : chart->axes()) {
        // A category axis' title names groups of categories, said with each below ("For:").
        if (qobject_cast<const QBarCategoryAxis *>(axis))
            continue;
        if (const QString title = plainAxisTitle(axis); !title.isEmpty())
            axes << title;
    }
    QStringList categories;
    bool rows = false; // horizontal bars, drawn from the bottom up
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *named = qobject_cast<QBarCategoryAxis *>(axis)) {
            categories << plainCategoryNames(named);
            rows = rows || axis->orientation() == Qt::Vertical;
        }
    }
    QStringList bars;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *barSeries = qobject_cast<QAbstractBarSeries *>(series)) {
            for (const QBarSet *set : barSeries->barSets())
                if (const QString label = chartTextOnOneLine(set->label()); !label.isEmpty() && !bars.contains(label))
                    bars << label;
        }
    }
    // Named in the order a reader sees them: rows from the top.
    if (rows) {
        std::reverse(categories.begin(), categories.end());
        std::reverse(bars.begin(), bars.end());
    }
    QString description = Text::tr("A CompressMark chart: %1.").arg(plainTitle(chart));
    if (!axes.isEmpty())
        description += QLatin1Char(' ') + Text::tr("Values: %1.").arg(axes.join(QStringLiteral("; ")));
    if (!bars.isEmpty())
        description += QLatin1Char(' ') + Text::tr("Bars: %1.").arg(bars.join(QStringLiteral(", ")));
    if (!categories.isEmpty())
        description += QLatin1Char(' ') + Text::tr("For: %1.").arg(categories.join(QStringLiteral(", ")));
    if (const QString values = chartValuesText(chart); !values.isEmpty())
        description += QLatin1Char(' ') + values;
    return description;
}

QString imageFormatName(ImageFormat format)
{
    return enumName(ImageFormatNames, format);
}

bool imageFormatFromPath(const QString &path, ImageFormat *format)
{
    return path.contains(QLatin1Char('.'))
        && parseEnumName(ImageFormatNames, path.section(QLatin1Char('.'), -1).toLower(), format);
}

Status writeChart(QChart *chart, const ChartExport &requested, QIODevice *device)
{
    if (requested.size.isEmpty())
        return Status::failure(Text::tr("cannot write chart %1: the size is empty").arg(shownPath(requested.path)));
    ChartExport options = requested;
    options.size = chartImageSize(requested.size, chart);
    // Decided from the size, before an image is asked for that cannot be had.
    if (Status status = checkChartFileSize(options.size, options); !status)
        return status;
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
        return Status::failure(
            Text::tr("cannot write chart %1: %2").arg(shownPath(options.path), device->errorString()));
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
        return Status::failure(Text::tr("cannot write chart %1: %2").arg(shownPath(options.path), error));
    return Status::ok();
}

} // namespace cm
