// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportoptions.h"

#include "chart/chartbounds.h"
#include "commandparsing.h"
#include "fs/outputfile.h"
#include "webpage/webpage.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <cmath>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ReportOptions)
};

bool parseImageSize(const QString &text, QSize *size)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed().toLower());
    if (!match.hasMatch())
        return false;
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    const auto inRange = [](int side) { return side >= SmallestImageSide && side <= LargestImageSide; };
    if (!inRange(width) || !inRange(height) || qint64(width) * height > LargestImagePixels)
        return false;
    *size = QSize(width, height);
    return true;
}

// A finite factor from 0.25 to 8 that keeps a PNG of `size` an image that can be drawn.
bool parseScale(const QString &text, QSize size, qreal *scale)
{
    bool ok = false;
    const qreal factor = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(factor) || factor < 0.25 || factor > 8.0)
        return false;
    const QSize pixels = chartFilePixels(size, ChartExport{ImageFormat::Png, QString(), size, factor});
    if (!isDrawableImage(pixels) || pixels.width() < SmallestImageSide || pixels.height() < SmallestImageSide)
        return false;
    *scale = factor;
    return true;
}

// --web, --web-charts, --session-out and --share.
Status webOptionsFrom(const QCommandLineParser &parser, QSize size, ReportOptions *options)
{
    options->share = parser.isSet(QStringLiteral("share"));
    for (const QString &name : {QStringLiteral("web"), QStringLiteral("session-out")}) {
        if (!parser.isSet(name))
            continue;
        if (Status status = checkOutputFile({QStringLiteral("--") + name, parser.value(name)}); !status)
            return status;
        (name == QLatin1String("web") ? options->webPath : options->sessionOutPath)
            = QDir().absoluteFilePath(parser.value(name));
    }
    options->webChartSize = parser.isSet(QStringLiteral("size")) ? size : DefaultWebChartSize;
    if (!parser.isSet(QStringLiteral("web-charts")))
        return Status::ok();
    if (options->webPath.isEmpty())
        return Status::failure(Text::tr("--web-charts chooses the charts of --web; add --web FILE"));
    for (const QString &kind : parser.value(QStringLiteral("web-charts")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        ChartKind parsed = ChartKind::PerDrive;
        if (!parseChartKind(kind.trimmed(), &parsed))
            return Status::failure(
                Text::tr("--web-charts: '%1' is not one of %2").arg(kind.trimmed(), chartKindNames()));
        if (!options->webCharts.contains(parsed))
            options->webCharts.append(parsed);
    }
    if (options->webCharts.isEmpty())
        return Status::failure(Text::tr("--web-charts: name at least one chart"));
    return Status::ok();
}

} // namespace

void addReportOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("png"), Text::tr("Write the chart as PNG."), Text::tr("file")},
        {QStringLiteral("svg"), Text::tr("Write the chart as SVG."), Text::tr("file")},
        {QStringLiteral("pdf"), Text::tr("Write the chart as PDF."), Text::tr("file")},
        {QStringLiteral("chart"),
         Text::tr("Which chart: per-drive (one file per drive when there are several), "
                  "compare, percent, device, timeline (MB/s over the seconds of each run, "
                  "one file per drive that has one), drives (one data set, a row per "
                  "drive, for many drives) or cpu (CPU seconds per GB read, compression off "
                  "and on) (default: per-drive)."),
         Text::tr("kind")},
        {QStringLiteral("dataset"),
         Text::tr("With --chart timeline or drives: the data set to draw, e.g. books "
                  "(default: the first that has a timeline, or the first read)."),
         Text::tr("kind")},
        {QStringLiteral("sort"),
         Text::tr("With --chart drives: the rows' order, session (as measured) or speed "
                  "(the fastest read with compression off first) (default: session)."),
         Text::tr("order")},
        {QStringLiteral("operation"),
         Text::tr("With --chart timeline: the operation to draw, e.g. write (default: read "
                  "where it has a timeline, else the first that has one)."),
         Text::tr("operation")},
        {QStringLiteral("whiskers"), Text::tr("Whiskers on the speed bars: none, minmax or ci95 (default: none)."),
         Text::tr("kind")},
        {QStringLiteral("size"), Text::tr("Chart size in pixels (default: 1600x900)."), Text::tr("WxH")},
        {QStringLiteral("scale"),
         Text::tr("Pixels per chart pixel in PNG files, e.g. 2 for high-density screens "
                  "(default: 1)."),
         Text::tr("factor")},
        {QStringLiteral("theme"), Text::tr("Chart colours: light, dark or print (default: light)."), Text::tr("theme")},
        {QStringLiteral("csv"), Text::tr("Write every run and every summary as CSV."), Text::tr("file")},
        {QStringLiteral("markdown"), Text::tr("Write the summary as a Markdown table."), Text::tr("file")},
        {QStringLiteral("html"), Text::tr("Write the summary as an HTML table."), Text::tr("file")},
        {QStringLiteral("bbcode"), Text::tr("Write the summary as a BBCode table for forums."), Text::tr("file")},
        {QStringLiteral("web"),
         Text::tr("Write one self-contained web page: the charts, the results, the method, how to reproduce "
                  "them and the session itself."),
         Text::tr("file")},
        {QStringLiteral("web-charts"),
         Text::tr("With --web: the charts of the page, comma-separated kinds as --chart names them (default: "
                  "per-drive, percent and device; for several drives also compare and drives)."),
         Text::tr("kinds")},
        {QStringLiteral("session-out"), Text::tr("Write the sessions, merged, into one session file."),
         Text::tr("file")},
        {QStringLiteral("share"),
         Text::tr("Leave out of everything written what identifies a person or a machine (host and user names, "
                  "serial numbers, volume labels, UUIDs); the web page lists what was left out.")},
    });
    parser.addPositionalArgument(QStringLiteral("session"), Text::tr("Session files to report on, merged."),
                                 QStringLiteral("SESSION..."));
}

Status reportOptionsFrom(const QCommandLineParser &parser, ReportOptions *options)
{
    options->sessionPaths = parser.positionalArguments();
    if (options->sessionPaths.isEmpty())
        return Status::failure(Text::tr("report: name at least one session file"));

    if (parser.isSet(QStringLiteral("chart"))
        && !parseChartKind(parser.value(QStringLiteral("chart")), &options->chartKind))
        return Status::failure(
            Text::tr("--chart: '%1' is not one of %2").arg(parser.value(QStringLiteral("chart")), chartKindNames()));
    const ChartKindEntry &kind = chartKindEntry(options->chartKind);
    if (parser.isSet(QStringLiteral("operation")) && kind.needs != ChartChoiceNeeded::DataSetAndOperation)
        return Status::failure(Text::tr("--operation chooses what --chart timeline draws; add --chart timeline"));
    if (parser.isSet(QStringLiteral("dataset")) && kind.needs == ChartChoiceNeeded::Nothing)
        return Status::failure(Text::tr("--dataset chooses what --chart timeline or drives draws; add one of them"));
    if (parser.isSet(QStringLiteral("sort"))) {
        if (!kind.ordersDrives)
            return Status::failure(Text::tr("--sort orders the rows of --chart drives; add --chart drives"));
        if (!parseEnumName(DriveOrderNames, parser.value(QStringLiteral("sort")), &options->driveOrder))
            return Status::failure(
                Text::tr("--sort: '%1' is not session or speed").arg(parser.value(QStringLiteral("sort"))));
    }
    options->timeline.dataSet = parser.value(QStringLiteral("dataset")).trimmed();
    options->timeline.operation = parser.value(QStringLiteral("operation")).trimmed().toLower();
    if (parser.isSet(QStringLiteral("operation")) && !operationFromName(options->timeline.operation))
        return Status::failure(Text::tr("--operation: '%1' is not read, write, copy, delete, pack, unpack, smallfiles, "
                                        "random4k-qd1, random4k-qd32 or sequential-direct")
                                   .arg(parser.value(QStringLiteral("operation"))));
    if (parser.isSet(QStringLiteral("whiskers"))
        && !parseWhiskers(parser.value(QStringLiteral("whiskers")), &options->whiskers))
        return Status::failure(
            Text::tr("--whiskers: '%1' is not none, minmax or ci95").arg(parser.value(QStringLiteral("whiskers"))));
    if (parser.isSet(QStringLiteral("theme"))
        && !parseChartTheme(parser.value(QStringLiteral("theme")), &options->theme))
        return Status::failure(
            Text::tr("--theme: '%1' is not light, dark or print").arg(parser.value(QStringLiteral("theme"))));

    QSize size(1600, 900);
    if (parser.isSet(QStringLiteral("size")) && !parseImageSize(parser.value(QStringLiteral("size")), &size))
        return Status::failure(Text::tr("--size: '%1' is not a size such as 1600x900 (%2 to %3 on a side, at most "
                                        "%4 million pixels)")
                                   .arg(parser.value(QStringLiteral("size")), QString::number(SmallestImageSide),
                                        QString::number(LargestImageSide),
                                        QString::number(LargestImagePixels / 1000000)));
    qreal scale = 1.0;
    if (parser.isSet(QStringLiteral("scale")) && !parseScale(parser.value(QStringLiteral("scale")), size, &scale))
        return Status::failure(Text::tr("--scale: '%1' is not a factor from 0.25 to 8 that keeps the image "
                                        "within %2 to %3 pixels on a side and %4 million in all")
                                   .arg(parser.value(QStringLiteral("scale")), QString::number(SmallestImageSide),
                                        QString::number(LargestImageSide),
                                        QString::number(LargestImagePixels / 1000000)));

    // Each format is an option of its own name: --png FILE, --csv FILE, ...
    for (const auto &[format, optionName] : ImageFormatNames) {
        const QString name = QLatin1String(optionName);
        if (!parser.isSet(name))
            continue;
        if (Status status = checkOutputFile({QStringLiteral("--") + name, parser.value(name)}); !status)
            return status;
        options->charts.append(ChartExport{format, QDir().absoluteFilePath(parser.value(name)), size, scale});
    }
    if (Status status = webOptionsFrom(parser, size, options); !status)
        return status;
    // Chart options without a chart to write are a mistake, not a no-op.
    if (options->charts.isEmpty()) {
        for (const QString &name : {QStringLiteral("chart"), QStringLiteral("whiskers"), QStringLiteral("size"),
                                    QStringLiteral("scale"), QStringLiteral("theme"), QStringLiteral("dataset"),
                                    QStringLiteral("operation"), QStringLiteral("sort")}) {
            // A web page draws its charts at --size with --whiskers too.
            const bool forThePage
                = !options->webPath.isEmpty() && (name == QLatin1String("whiskers") || name == QLatin1String("size"));
            if (parser.isSet(name) && !forThePage)
                return Status::failure(Text::tr("--%1 needs a chart to write: --png, --svg or --pdf").arg(name));
        }
    }
    for (const auto &[format, optionName] : TableFormatNames) {
        const QString name = QLatin1String(optionName);
        if (!parser.isSet(name))
            continue;
        if (Status status = checkOutputFile({QStringLiteral("--") + name, parser.value(name)}); !status)
            return status;
        options->tables.append({format, QDir().absoluteFilePath(parser.value(name))});
    }
    return Status::ok();
}

} // namespace cm
