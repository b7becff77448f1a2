// SPDX-License-Identifier: GPL-3.0-or-later
#include "runoptions.h"

#include "comparereport.h"

#include "commandparsing.h"
#include "datasets/datasetgenerator.h"
#include "fs/outputfile.h"
#include "publish/publishedplan.h"
#include "session/sessionreader.h"
#include "session/sessionfile.h"
#include "util/visibletext.h"
#include "workflow/planchecking.h"
#include "workflow/plannormalisation.h"
#include "commandwords.h"

#include <QDateTime>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RunOptions)
};

// --chart, or the session's name with .png.
QString chartPathFor(const QCommandLineParser &parser, const QString &sessionPath)
{
    if (parser.isSet(QStringLiteral("chart")))
        return QDir().absoluteFilePath(parser.value(QStringLiteral("chart")));
    QString chart = sessionPath;
    chart.replace(QRegularExpression(QStringLiteral("(\\.cmsession)?\\.json$")), QString());
    return chart + QStringLiteral(".png");
}

// What --resume takes from the command line besides the outputs: where the
// run reads and writes and what it runs, which the session may only repeat
// (checkResumeConfirmed()). The target stays empty when not given: the run
// picks a RAM disk as a new one would, once the data sets' sizes are known.
Status resumeConfirmationFrom(const QCommandLineParser &parser, ResumeConfirmation *given)
{
    given->sourcePath
        = QDir(parser.isSet(QStringLiteral("source")) ? parser.value(QStringLiteral("source")) : QDir::currentPath())
              .absolutePath();
    if (parser.isSet(QStringLiteral("target")))
        given->targetPath = QDir(parser.value(QStringLiteral("target"))).absolutePath();
    if (parser.isSet(QStringLiteral("copier"))) {
        CopierChoice copier;
        if (QString error; !CopierChoice::parse(parser.value(QStringLiteral("copier")), &copier, &error))
            return Status::failure(QStringLiteral("--copier: ") + error);
        given->copier = copier.name();
    }
    for (const QString &kind : splitDataSetList(parser.value(QStringLiteral("datasets")), dataSetKinds())) {
        if (!isFolderKind(kind))
            return Status::failure(Text::tr("--resume takes the data sets from the session; --datasets names only "
                                            "its folder data sets again, not '%1'")
                                       .arg(kind));
        given->folderPaths.append(QDir(folderOfKind(kind)).absolutePath());
    }
    return Status::ok();
}

// The first option given that is not one of `allowed` (and of the output
// options every run takes), or an empty string.
QString optionNotAllowed(const QCommandLineParser &parser, const QStringList &allowed)
{
    const QStringList always{QStringLiteral("out"),    QStringLiteral("chart"),     QStringLiteral("json"),
                             QStringLiteral("quiet"),  QStringLiteral("no-helper"), QStringLiteral("force"),
                             QStringLiteral("source"), QStringLiteral("target")};
    for (const QString &option : parser.optionNames()) {
        if (!always.contains(option) && !allowed.contains(option))
            return option;
    }
    return {};
}

// Output options and what the session may only repeat: the plan is the one in the session.
Status resumeOptionsFrom(const QCommandLineParser &parser, RunOptions *options)
{
    if (const QString option
        = optionNotAllowed(parser, {QStringLiteral("resume"), QStringLiteral("copier"), QStringLiteral("datasets")});
        !option.isEmpty())
        return Status::failure(Text::tr("--resume takes the plan from the session; --%1 cannot change it").arg(option));
    if (Status status = resumeConfirmationFrom(parser, &options->resumeGiven); !status)
        return status;
    options->resumePath = QDir().absoluteFilePath(parser.value(QStringLiteral("resume")));
    options->sessionPath = parser.isSet(QStringLiteral("out"))
        ? QDir().absoluteFilePath(parser.value(QStringLiteral("out")))
        : options->resumePath;
    options->json = parser.isSet(QStringLiteral("json"));
    options->quiet = parser.isSet(QStringLiteral("quiet"));
    options->chartPath = chartPathFor(parser, options->sessionPath);
    return Status::ok();
}

// --compare: the plan from a published session's drive; only where the run
// reads and writes, what it is called and what it prints are the user's.
Status compareOptionsFrom(const QCommandLineParser &parser, RunOptions *options)
{
    if (const QString option
        = optionNotAllowed(parser,
                           {QStringLiteral("compare"), QStringLiteral("label"), QStringLiteral("allow-slow-target")});
        !option.isEmpty())
        return Status::failure(
            Text::tr("--compare takes the plan from the published session; --%1 cannot change it").arg(option));
    options->comparePath = QDir().absoluteFilePath(parser.value(QStringLiteral("compare")));
    Session published;
    if (Status status = loadSession(options->comparePath, &published); !status)
        return status;
    const DriveRecord *drive = publishedDrive(published);
    if (!drive)
        return Status::failure(Text::tr("--compare: %1 holds no measured drive").arg(options->comparePath));
    return planFromPublished(*drive, &options->plan);
}

// The option that named the session file: --out, or --append / --resume
// whose file it is saved back into.
QString sessionOption(const QCommandLineParser &parser)
{
    for (const QString &option : {QStringLiteral("out"), QStringLiteral("resume"), QStringLiteral("append")}) {
        if (parser.isSet(option))
            return QStringLiteral("--") + option;
    }
    return QStringLiteral("--out");
}

// The session and the chart: writable, not links, not the same file, the
// chart not the session read, and a file at --out that is not a session
// replaced only with --force.
Status checkOutputs(const QCommandLineParser &parser, const RunOptions &options)
{
    const OutputFile session{sessionOption(parser), options.sessionPath};
    QList<OutputFile> outputs{session, {QStringLiteral("--chart"), options.chartPath}};
    // --compare writes the chart of both drives beside the run's own.
    if (!options.comparePath.isEmpty())
        outputs.append({Text::tr("--compare's chart"), comparisonChartPath(options.chartPath)});
    QList<OutputFile> inputs;
    const QString existing = options.existingPath();
    const bool savedBack = !existing.isEmpty() && isSameFile(existing, options.sessionPath);
    if (!existing.isEmpty() && !savedBack)
        inputs.append(
            {options.resumePath.isEmpty() ? QStringLiteral("--append") : QStringLiteral("--resume"), existing});
    if (Status status = checkOutputFiles(outputs, inputs); !status)
        return status;
    // The session read is loaded (and refused when damaged) on its own.
    if (savedBack || options.force)
        return Status::ok();
    if (Status status = checkReplaceableBySession(options.sessionPath); !status)
        return Status::failure(Text::tr("%1: %2; give --force to replace it").arg(session.name, status.message()));
    return Status::ok();
}

} // namespace

void addRunOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("source"), Text::tr("Folder on the drive under test (default: the current folder)."),
         Text::tr("path")},
        {QStringLiteral("target"), Text::tr("Folder on a RAM disk (default: the first RAM disk with room)."),
         Text::tr("path")},
        {QStringLiteral("datasets"),
         Text::tr("Comma-separated data sets: books, photos, system, image, small, folder:PATH "
                  "(default: books,photos,system,image)."),
         Text::tr("kinds")},
        {QStringLiteral("size"),
         Text::tr("Size of each data set, e.g. 256M or 1G, or auto: a calibration read sizes each "
                  "one so that a timed read lasts at least --min-run-time, up to 4 GiB and the free "
                  "space (default: auto)."),
         Text::tr("size")},
        {QStringLiteral("min-run-time"),
         Text::tr("With --size auto, the shortest a timed read may last (default: 2 s)."), Text::tr("seconds")},
        {QStringLiteral("seed"), Text::tr("Seed of the generated data (default: 1)."), Text::tr("number")},
        {QStringLiteral("reps"),
         Text::tr("Repetitions per measurement, or auto: until the 95 % confidence interval is within 3 % "
                  "of the median, 3 to 30 (default: 5)."),
         Text::tr("count")},
        {QStringLiteral("compression"), Text::tr(commandWords().compressionOption), Text::tr("method")},
        {QStringLiteral("ops"),
         Text::tr("Comma-separated operations: read, write, copy, delete, pack, unpack, smallfiles, random4k-qd1, "
                  "random4k-qd32 or sequential-direct; smallfiles brings the last three, the drive's own limits "
                  "(default: read)."),
         Text::tr("operations")},
        {QStringLiteral("copier"), Text::tr(commandWords().copierOption), Text::tr("copier")},
        {QStringLiteral("verify"), Text::tr("Compare every copy with its source after timing it.")},
        {QStringLiteral("cache"), Text::tr(commandWords().cacheOption), Text::tr("mode")},
        {QStringLiteral("no-helper"), Text::tr(commandWords().noHelperOption)},
        {QStringLiteral("out"), Text::tr("Session file to write (default: compressmark-DATE.cmsession.json)."),
         Text::tr("file")},
        {QStringLiteral("chart"), Text::tr("Chart image to write (default: the session's name with .png)."),
         Text::tr("file")},
        {QStringLiteral("label"),
         Text::tr("Name of the drive in charts and tables (at most %1 characters).").arg(SessionLimits::LabelCharacters),
         Text::tr("text")},
        {QStringLiteral("append"),
         Text::tr("Add this drive to a session file and save it there (or to --out); "
                  "a file that is not there yet is made."),
         Text::tr("file")},
        {QStringLiteral("resume"),
         Text::tr("Complete the last drive of this session, stopped by a crash or a cancel, "
                  "with the plan it was started with; saved back there (or to --out)."),
         Text::tr("file")},
        {QStringLiteral("compare"),
         Text::tr("Measure this drive with the plan of a published session (its data sets, sizes, seed, "
                  "repetitions, operations, copier, compression and cache mode) and show both, with what "
                  "differs."),
         Text::tr("file")},
        {QStringLiteral("force"),
         Text::tr("Replace the file named by --out even when it is not a CompressMark session.")},
        {QStringLiteral("allow-slow-target"), Text::tr("Measure even when the target is not a RAM disk.")},
        {QStringLiteral("json"), Text::tr("Print the summary as JSON on stdout.")},
        {QStringLiteral("quiet"), Text::tr("Print no progress.")},
    });
}

namespace {

// --min-run-time: long enough to mean something, short enough to finish.
constexpr double MinRunSecondsLowest = 0.1;
constexpr double MinRunSecondsHighest = 600.0;

// Paths that must be right before anything is written: refused up front.
Status checkPathOptions(const QCommandLineParser &parser)
{
    for (const QString &option : {QStringLiteral("out"), QStringLiteral("chart")}) {
        if (!parser.isSet(option))
            continue;
        if (Status status = checkOutputFile({QStringLiteral("--") + option, parser.value(option)}); !status)
            return status;
    }
    for (const QString &option : {QStringLiteral("source"), QStringLiteral("target")}) {
        if (!parser.isSet(option))
            continue;
        if (Status status = checkExistingFolder(option, parser.value(option)); !status)
            return status;
    }
    return Status::ok();
}

// --size and --min-run-time: auto unless a size is given.
Status sizeFrom(const QCommandLineParser &parser, Plan *plan, DataSetSpec *spec)
{
    const QString size = parser.value(QStringLiteral("size"));
    plan->autoSize = !parser.isSet(QStringLiteral("size")) || size == QLatin1String("auto");
    if (!plan->autoSize) {
        spec->bytes = parseSize(size);
        if (spec->bytes <= 0)
            return Status::failure(Text::tr("--size: '%1' is not auto or a size such as 64M or 1G").arg(size));
        if (parser.isSet(QStringLiteral("min-run-time")))
            return Status::failure(Text::tr("--min-run-time needs --size auto; --size %1 fixes the size").arg(size));
    }
    if (parser.isSet(QStringLiteral("min-run-time"))) {
        const QString text = parser.value(QStringLiteral("min-run-time"));
        bool ok = false;
        plan->minRunSeconds = text.toDouble(&ok);
        if (!ok || !(plan->minRunSeconds >= MinRunSecondsLowest && plan->minRunSeconds <= MinRunSecondsHighest))
            return Status::failure(
                Text::tr("--min-run-time: '%1' is not a number of seconds from %2 to %3")
                    .arg(text, QString::number(MinRunSecondsLowest), QString::number(MinRunSecondsHighest)));
    }
    return Status::ok();
}

// --size, --min-run-time, --seed and --datasets.
Status dataSetsFrom(const QCommandLineParser &parser, Plan *plan)
{
    DataSetSpec spec;
    if (Status status = sizeFrom(parser, plan, &spec); !status)
        return status;
    if (parser.isSet(QStringLiteral("seed"))) {
        if (!parseSeed(parser.value(QStringLiteral("seed")), &spec.seed))
            return Status::failure(seedOptionError(parser.value(QStringLiteral("seed"))));
    }
    const qint64 generatedBytes = spec.bytes;
    plan->dataSets.clear();
    const QString kinds = parser.isSet(QStringLiteral("datasets")) ? parser.value(QStringLiteral("datasets"))
                                                                   : articleDataSetKinds().join(QLatin1Char(','));
    for (const QString &kind : splitDataSetList(kinds, dataSetKinds())) {
        if (!isDataSetKind(kind))
            return Status::failure(Text::tr("--datasets: unknown data set '%1' (known: %2)")
                                       .arg(kind, dataSetKinds().join(QStringLiteral(", "))));
        spec.kind = kind;
        if (Status status = sizeFolderDataSet(&spec); !status)
            return Status::failure(QStringLiteral("--datasets: ") + status.message());
        plan->dataSets.append(spec);
        spec.bytes = generatedBytes;
    }
    if (plan->dataSets.isEmpty())
        return Status::failure(Text::tr("--datasets: no data set named"));
    return Status::ok();
}

// --reps, --cache, --copier, --verify, --ops and --compression.
Status measuringFrom(const QCommandLineParser &parser, Plan *plan)
{
    if (parser.isSet(QStringLiteral("reps"))) {
        const QString reps = parser.value(QStringLiteral("reps"));
        bool ok = false;
        plan->adaptiveRepetitions = reps == QLatin1String("auto");
        plan->repetitions = plan->adaptiveRepetitions ? Plan::AdaptiveMaximum : reps.toInt(&ok);
        if (!plan->adaptiveRepetitions && (!ok || plan->repetitions < 1 || plan->repetitions > 1000))
            return Status::failure(Text::tr("--reps: '%1' is not auto or a count from 1 to 1000").arg(reps));
    }
    if (parser.isSet(QStringLiteral("cache"))
        && !parseCacheMode(parser.value(QStringLiteral("cache")), &plan->cacheMode))
        return Status::failure(
            Text::tr("--cache: '%1' is not drop, evict, fresh or direct").arg(parser.value(QStringLiteral("cache"))));
    // Asked for by name, drop without root needs the helper: the check says so before the data is
    // written. By default the run evicts instead, and says why.
    plan->cacheModeByName = parser.isSet(QStringLiteral("cache"));
    if (QString error; parser.isSet(QStringLiteral("copier"))
        && !CopierChoice::parse(parser.value(QStringLiteral("copier")), &plan->copier, &error))
        return Status::failure(QStringLiteral("--copier: ") + error);
    plan->verify = parser.isSet(QStringLiteral("verify"));
    if (QString error; parser.isSet(QStringLiteral("ops"))
        && !parseOperations(parser.value(QStringLiteral("ops")), &plan->operations, &error))
        return Status::failure(QStringLiteral("--ops: ") + error);
    if (QString error; parser.isSet(QStringLiteral("compression"))
        && !CompressionChoice::parse(parser.value(QStringLiteral("compression")), &plan->compression, &error))
        return Status::failure(QStringLiteral("--compression: ") + error);
    return Status::ok();
}

// --target; without it the check picks the first RAM disk with room for
// the largest data set (normalisePlan()).
void targetFrom(const QCommandLineParser &parser, Plan *plan)
{
    if (parser.isSet(QStringLiteral("target")))
        plan->targetPath = QDir(parser.value(QStringLiteral("target"))).absolutePath();
}

// --append, --out and --chart.
void outputsFrom(const QCommandLineParser &parser, RunOptions *options)
{
    const QString stem
        = QStringLiteral("compressmark-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (parser.isSet(QStringLiteral("append"))) {
        options->appendPath = QDir().absoluteFilePath(parser.value(QStringLiteral("append")));
        // The first run of a series starts the file; a link, even a
        // dangling one, is an existing name and checked as one.
        const QFileInfo named(options->appendPath);
        options->appendMakesFile = !named.exists() && !named.isSymLink();
    }
    QString out = stem + QStringLiteral(".cmsession.json");
    if (parser.isSet(QStringLiteral("out")))
        out = parser.value(QStringLiteral("out"));
    else if (!options->appendPath.isEmpty())
        out = options->appendPath;
    options->sessionPath = QDir().absoluteFilePath(out);
    options->chartPath = chartPathFor(parser, options->sessionPath);
}

} // namespace

Status runOptionsFrom(const QCommandLineParser &parser, const Privileges &privileges, RunOptions *options)
{
    if (Status status = checkPathOptions(parser); !status)
        return status;
    // For everything the run does: dropping caches and loop images alike.
    options->privileges = parser.isSet(QStringLiteral("no-helper")) ? privileges.withoutHelper() : privileges;
    options->force = parser.isSet(QStringLiteral("force"));
    if (parser.isSet(QStringLiteral("resume"))) {
        if (Status status = resumeOptionsFrom(parser, options); !status)
            return status;
        return checkOutputs(parser, *options);
    }
    if (parser.isSet(QStringLiteral("compare"))) {
        if (Status status = compareOptionsFrom(parser, options); !status)
            return status;
    }
    Plan &plan = options->plan;
    plan.sourcePath
        = QDir(parser.isSet(QStringLiteral("source")) ? parser.value(QStringLiteral("source")) : QDir::currentPath())
              .absolutePath();
    plan.label = parser.value(QStringLiteral("label"));
    if (plan.label.size() > SessionLimits::LabelCharacters)
        return Status::failure(
            Text::tr("--label: %1 characters is longer than the limit of %2")
                .arg(QString::number(plan.label.size()), QString::number(SessionLimits::LabelCharacters)));
    if (const std::optional<char32_t> control = firstControlCharacter(plan.label))
        return Status::failure(Text::tr("--label: %1 is a control character; a label is text to show, without "
                                        "line breaks, tabs or escape sequences")
                                   .arg(codePointName(*control)));
    plan.allowSlowTarget = parser.isSet(QStringLiteral("allow-slow-target"));
    options->json = parser.isSet(QStringLiteral("json"));
    options->quiet = parser.isSet(QStringLiteral("quiet"));
    // With --compare the published plan stands; the target is still the user's.
    Status status = options->comparePath.isEmpty() ? dataSetsFrom(parser, &plan) : Status::ok();
    if (status && options->comparePath.isEmpty())
        status = measuringFrom(parser, &plan);
    if (!status)
        return status;
    targetFrom(parser, &plan);
    outputsFrom(parser, options);
    return checkOutputs(parser, *options);
}

} // namespace cm
