// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "chart/barchart.h"
#include "chart/chartbounds.h"
#include "chart/chartexport.h"
#include "chart/chartimage.h"
#include "commandparsing.h"
#include "exitcodes.h"
#include "fs/outputfile.h"
#include "report/summaryrows.h"
#include "report/summarytable.h"
#include "reportoptions.h"
#include "publish/sharesafe.h"
#include "webpage/webpage.h"
#include "fs/atomicfile.h"
#include "session/sessionfile.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <memory>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};

// "chart.png" -> "chart-2-My-SSD.png": one file per drive, by its place
// among the sessions' drives and its name (letters and digits only; an
// empty name leaves the number).
QString pathForDrive(const QString &path, int number, const QString &name)
{
    constexpr qsizetype LongestName = 40;
    QString slug;
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            slug += c;
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    slug = slug.left(LongestName);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    const QString drive
        = slug.isEmpty() ? QString::number(number) : QStringLiteral("%1-%2").arg(QString::number(number), slug);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('-') + drive + suffix;
}

struct ChartToWrite
{
    ChartData data;
    QString path;
    int drive = 0; // of the merged session, for a chart of one drive
};

// A chart of rows (the drives chart) in parts of as many rows as one
// image holds where it has more ("chart-part-2.png", its rows named in its
// subtitle), so that no image is larger than one can be; one part is
// refused as too large later, before anything is written.
QList<ChartToWrite> inParts(const ChartData &whole, const ChartExport &image)
{
    const qsizetype rows = whole.categories.size();
    const qsizetype most = mostChartRows(image, whole);
    if (whole.orientation != Qt::Horizontal || most <= 0 || rows <= most)
        return {{whole, image.path, 0}};
    const qsizetype parts = (rows + most - 1) / most;
    const qsizetype each = (rows + parts - 1) / parts; // as even as they can be
    const QFileInfo info(image.path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    QList<ChartToWrite> charts;
    for (qsizetype first = 0; first < rows; first += each) {
        const QString name
            = QStringLiteral("%1-part-%2%3").arg(info.completeBaseName(), QString::number(charts.size() + 1), suffix);
        charts.append(
            {chartRows(whole, first, std::min(each, rows - first)), info.path() + QLatin1Char('/') + name, 0});
    }
    return charts;
}

// The charts one export asks for, as the kind's table entry builds them:
// one per measured drive for per-drive charts, one per drive with a
// timeline of `choice` for the timeline, else one of the merged session;
// a file of each, named after its drive where there are several.
QList<ChartToWrite> chartsFor(const ReportOptions &options, const QList<Session> &sessions, const Session &merged,
                              const std::optional<TimelineChoice> &choice, const ChartExport &image)
{
    const ChartKindEntry &kind = chartKindEntry(options.chartKind);
    const ChartRequest request{.sessions = sessions,
                               .merged = merged,
                               .whiskers = kind.takesWhiskers ? options.whiskers : Whiskers::None,
                               .choice = choice,
                               .order = options.driveOrder};
    const QList<KindChart> built = kind.build(request);
    if (built.size() == 1 && built[0].drive < 0)
        return inParts(built[0].data, image);
    const QStringList names = distinctDriveNames(merged);
    QList<ChartToWrite> charts;
    for (const KindChart &chart : built) {
        const QString path
            = built.size() > 1 ? pathForDrive(image.path, chart.drive + 1, names.value(chart.drive)) : image.path;
        charts.append({chart.data, path, chart.drive});
    }
    return charts;
}

// What --chart timeline draws: the data set and operation asked for, or
// the default; refused when no run has such a timeline.
Status chooseTimeline(const ReportOptions &options, const Session &merged, TimelineChoice *choice)
{
    const std::optional<TimelineChoice> chosen
        = defaultTimelineChoice(merged, options.timeline.dataSet, options.timeline.operation);
    if (chosen) {
        *choice = *chosen;
        return Status::ok();
    }
    const QString files = shownPaths(options.sessionPaths).join(QStringLiteral(", "));
    if (timelineChoices(merged).isEmpty())
        return Status::failure(Text::tr("report --chart timeline: %1 holds no timeline (runs measured before "
                                        "CompressMark sampled them have none)")
                                   .arg(files));
    QStringList asked;
    if (!options.timeline.dataSet.isEmpty())
        asked << QStringLiteral("--dataset ") + options.timeline.dataSet;
    if (!options.timeline.operation.isEmpty())
        asked << QStringLiteral("--operation ") + options.timeline.operation;
    QStringList held;
    for (const TimelineChoice &available : timelineChoices(merged))
        held << QStringLiteral("%1 %2").arg(available.dataSet, available.operation);
    return Status::failure(Text::tr("report --chart timeline: no run of %1 has a timeline in %2; these have: %3")
                               .arg(asked.join(QLatin1Char(' ')), files, held.join(QStringLiteral(", "))));
}

// What --chart drives draws: the data set asked for, or the first read;
// refused when no drive read it.
Status chooseDrivesDataSet(const ReportOptions &options, const Session &merged, TimelineChoice *choice)
{
    const QStringList measured = merged.dataSetKinds(operationName(Operation::Read));
    choice->dataSet = options.timeline.dataSet.isEmpty() ? measured.value(0) : options.timeline.dataSet;
    if (measured.contains(choice->dataSet))
        return Status::ok();
    return Status::failure(Text::tr("report --chart drives: no drive of %1 read %2; these were read: %3")
                               .arg(shownPaths(options.sessionPaths).join(QStringLiteral(", ")),
                                    choice->dataSet.isEmpty() ? Text::tr("any data set") : choice->dataSet,
                                    measured.join(QStringLiteral(", "))));
}

// The name the page gives the session a reader downloads from it.
QString webSessionFileName(const ReportOptions &options)
{
    return QFileInfo(options.webPath).completeBaseName() + QStringLiteral(".cmsession.json");
}

Status writeWebPage(const ReportOptions &options, const QList<Session> &sessions, const Session &merged,
                    const QStringList &leftOut, const QString &sessionFileName)
{
    WebPageOptions page;
    page.charts = options.webCharts;
    page.whiskers = options.whiskers == Whiskers::None ? Whiskers::Ci95 : options.whiskers;
    page.chartSize = options.webChartSize;
    page.shareSafe = options.share;
    page.removed = leftOut;
    page.sessionFileName = sessionFileName;
    QString html;
    if (Status status = webPageHtml(sessions, merged, page, &html); !status)
        return status;
    QString error;
    if (!writeFileAtomically(options.webPath, html.toUtf8(), &error))
        return Status::failure(Text::tr("cannot write web page %1: %2").arg(options.webPath, error));
    return Status::ok();
}

} // namespace

int reportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Charts and tables of saved sessions. Several sessions are merged "
                                              "for comparison. Without an output option the summary is printed."));
    parser.addHelpOption();
    addReportOptions(parser);
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    ReportOptions options;
    if (Status status = reportOptionsFrom(parser, &options); !status) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }

    QList<Session> sessions;
    for (const QString &path : std::as_const(options.sessionPaths)) {
        Session session;
        if (Status status = loadSession(path, &session); !status) {
            Terminal::error(status.message());
            return ExitCode::BadUsage;
        }
        sessions.append(session);
    }
    QStringList leftOut; // what --share removed, one line each
    // Written beside the sessions, so made share-safe with them.
    QStringList alongside{webSessionFileName(options)};
    if (options.share) {
        if (Status status = shareSafe(&sessions, IdentifyingNames::ofThisMachine(), &leftOut, &alongside); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
    }
    const Session merged = mergeSessions(sessions);
    if (!merged.hasMeasurements()) {
        Terminal::error(Text::tr("report: %1 holds no measurement")
                            .arg(shownPaths(options.sessionPaths).join(QStringLiteral(", "))));
        return ExitCode::BadUsage;
    }
    std::optional<TimelineChoice> choice; // what the chart draws where its kind draws one data set
    const ChartChoiceNeeded needs = chartKindEntry(options.chartKind).needs;
    if (!options.charts.isEmpty() && needs != ChartChoiceNeeded::Nothing) {
        TimelineChoice chosen;
        const Status status = needs == ChartChoiceNeeded::DataSetAndOperation
            ? chooseTimeline(options, merged, &chosen)
            : chooseDrivesDataSet(options, merged, &chosen);
        if (!status) {
            Terminal::error(status.message());
            return ExitCode::BadUsage;
        }
        choice = chosen;
    }

    // Every file to write, one per drive for per-drive charts, checked
    // together before the first is written: none the same as another or
    // as a session read.
    struct ImageToWrite
    {
        ChartData data;
        ChartExport target;
    };
    QList<ImageToWrite> images;
    QList<OutputFile> outputs;
    for (const auto &[format, path] : std::as_const(options.tables))
        outputs.append({QStringLiteral("--") + tableFormatName(format), path});
    if (!options.webPath.isEmpty())
        outputs.append({QStringLiteral("--web"), options.webPath});
    if (!options.sessionOutPath.isEmpty())
        outputs.append({QStringLiteral("--session-out"), options.sessionOutPath});
    for (const ChartExport &image : std::as_const(options.charts)) {
        for (ChartToWrite &chart : chartsFor(options, sessions, merged, choice, image)) {
            ChartExport target = image;
            target.path = chart.path;
            images.append({std::move(chart.data), target});
            outputs.append({QStringLiteral("--") + imageFormatName(image.format), chart.path});
        }
    }
    // Every image's size is known before it is drawn: one too large for any
    // image is refused before the first file is written.
    for (const ImageToWrite &image : std::as_const(images)) {
        if (Status status = checkChartFileSize(chartImageSize(image.target.size, image.data), image.target); !status) {
            Terminal::error(status.message());
            return ExitCode::BadUsage;
        }
    }
    QList<OutputFile> inputs;
    for (const QString &path : std::as_const(options.sessionPaths))
        inputs.append({Text::tr("a session to report on"), path});
    if (Status status = checkOutputFiles(outputs, inputs); !status) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }

    // Each file is written whole (atomically); a signal stops before the next.
    QStringList written;
    QHash<QString, QString> altTexts; // an image's, to paste beside it in a post
    QHash<QString, QSize> grownSizes; // an image drawn taller than --size asked
    const auto listWritten = [&written, &altTexts, &grownSizes] {
        for (const QString &path : std::as_const(written)) {
            Terminal::out(Text::tr("Wrote %1\n").arg(shownPath(path)));
            if (grownSizes.contains(path)) {
                const QSize size = grownSizes.value(path);
                Terminal::out(Text::tr("  drawn at %1x%2, taller than asked, so that every row keeps room for "
                                       "its drive's name\n")
                                  .arg(QString::number(size.width()), QString::number(size.height())));
            }
            if (altTexts.contains(path))
                Terminal::out(Text::tr("  alt text: %1\n").arg(visibleText(altTexts.value(path))));
        }
    };
    const auto interrupted = [&listWritten] {
        listWritten();
        Terminal::error(Text::tr("report cancelled; the files written are kept"));
        return ExitCode::Failed;
    };
    for (const auto &[format, path] : std::as_const(options.tables)) {
        if (Interrupts::received())
            return interrupted();
        if (Status status = saveTable(merged, format, path); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        written.append(path);
    }
    if (!options.webPath.isEmpty()) {
        if (Interrupts::received())
            return interrupted();
        if (Status status = writeWebPage(options, sessions, merged, leftOut, alongside.constFirst()); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        written.append(options.webPath);
    }
    if (!options.sessionOutPath.isEmpty()) {
        if (Interrupts::received())
            return interrupted();
        if (Status status = saveSession(merged, options.sessionOutPath); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        written.append(options.sessionOutPath);
    }
    for (const ImageToWrite &image : std::as_const(images)) {
        if (Interrupts::received())
            return interrupted();
        std::unique_ptr<QChart> drawn(buildChart(image.data, options.theme));
        if (Status status = exportChart(drawn.get(), image.target); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        written.append(image.target.path);
        altTexts.insert(image.target.path, chartAltText(drawn.get()));
        if (const QSize size = chartImageSize(image.target.size, drawn.get()); size != image.target.size)
            grownSizes.insert(image.target.path, size);
    }

    if (written.isEmpty())
        Terminal::out(summaryText(merged));
    if (Interrupts::received())
        return interrupted();
    listWritten();
    if (options.share)
        Terminal::out(leftOut.isEmpty()
                          ? Text::tr("Share-safe: nothing that identifies a person or a machine was "
                                     "found\n")
                          : Text::tr("Share-safe, left out: %1\n").arg(leftOut.join(QStringLiteral("; "))));
    return ExitCode::Success;
}

} // namespace cm
