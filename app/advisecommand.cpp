// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisecommand.h"

#include "commandparsing.h"
#include "exitcodes.h"
#include "predict/advicerun.h"
#include "runloop.h"
#include "session/sessionreader.h"
#include "system/interruptwatch.h"
#include "system/machineinfo.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "util/units.h"
#include "util/visibletext.h"
#include "workflow/preflight.h"
#include "workflow/planchecking.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AdviseCommand)
};

constexpr qint64 QuickDataSetBytes = 32 * MiB;
constexpr int QuickRepetitions = 3;

Status speedsFromSession(const QString &path, AdviceRequest *request)
{
    Session session;
    if (Status status = loadSession(path, &session); !status)
        return status;
    if (session.drives.isEmpty())
        return Status::failure(Text::tr("%1 holds no drive").arg(shownPath(path)));
    // The drive's folder is the current one, when it is on that drive: never the session's.
    if (Status status = adviceRequestFromDrive(session.drives.constLast(), QDir::currentPath(), request); !status)
        return Status::failure(QStringLiteral("%1: %2").arg(shownPath(path), status.message()));
    return Status::ok();
}

// A short plain-only run of the article data sets on the source drive.
Status speedsFromQuickRun(const QString &source, const QString &target, const Privileges &privileges,
                          AdviceRequest *request, int *exitCode)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.repetitions = QuickRepetitions;
    plan.compression.method = CompressionMethod::None;
    plan.dataSets.clear();
    for (const char *kind : {"books", "photos", "system", "image"})
        plan.dataSets.append(DataSetSpec{QLatin1String(kind), QuickDataSetBytes, 1});
    const CheckedPlan checked = checkNormalisedPlan(plan, privileges);
    const std::optional<ReadyPlan> ready = ReadyPlan::from(checked);
    if (!ready) {
        *exitCode = ExitCode::BadUsage;
        return checked.status;
    }
    Session base;
    base.created = QDateTime::currentDateTimeUtc();
    base.machine = MachineInfo::ofThisMachine();
    const RunOutcome outcome = runUntilFinished(*ready, privileges, base, QString(), true);
    if (!outcome.status) {
        *exitCode = ExitCode::Failed;
        return outcome.status;
    }
    request->plainMBps = plainReadEstimates(outcome.session.drives.constLast());
    request->driveFolder = source;
    return Status::ok();
}

QJsonObject algorithmToJson(const KindAdvice &kind, const AlgorithmAdvice &algorithm)
{
    QJsonObject json{{QStringLiteral("dataSet"), kind.kind},
                     {QStringLiteral("algorithm"), algorithm.codec.codec},
                     {QStringLiteral("predictedMBps"), algorithm.prediction.predictedMBps},
                     {QStringLiteral("predictedLowMBps"), algorithm.prediction.lowMBps},
                     {QStringLiteral("predictedHighMBps"), algorithm.prediction.highMBps},
                     {QStringLiteral("ratio"), algorithm.codec.ratio},
                     {QStringLiteral("spaceSaved"), algorithm.prediction.spaceSaved},
                     {QStringLiteral("plainMBps"), kind.plain.value},
                     {QStringLiteral("plainLowMBps"), kind.plain.low},
                     {QStringLiteral("plainHighMBps"), kind.plain.high},
                     {QStringLiteral("decompressMBpsOneCore"), algorithm.codec.decompressOneCore.value},
                     {QStringLiteral("decompressMBpsAllCores"), algorithm.codec.decompressAllCores.value},
                     {QStringLiteral("decompressOneCoreLowMBps"), algorithm.codec.decompressOneCore.low},
                     {QStringLiteral("decompressOneCoreHighMBps"), algorithm.codec.decompressOneCore.high},
                     {QStringLiteral("decompressRounds"), algorithm.codec.rounds},
                     {QStringLiteral("compressedFraction"), algorithm.codec.compressedFraction},
                     {QStringLiteral("recommended"), algorithm.codec.codec == kind.bestCodec},
                     {QStringLiteral("advice"), adviceName(adviceOf(algorithm.prediction))},
                     {QStringLiteral("tied"), algorithm.tied}};
    if (algorithm.decompressKernel.isKnown()) {
        json.insert(QStringLiteral("decompressMBpsKernel"), algorithm.decompressKernel.value);
        json.insert(QStringLiteral("decompressKernelLowMBps"), algorithm.decompressKernel.low);
        json.insert(QStringLiteral("decompressKernelHighMBps"), algorithm.decompressKernel.high);
    }
    if (algorithm.extraSecondsPerMB > 0.0)
        json.insert(QStringLiteral("extentSecondsPerMB"), algorithm.extraSecondsPerMB);
    if (algorithm.measured) {
        json.insert(QStringLiteral("measuredMBps"), algorithm.measured->value);
        json.insert(QStringLiteral("measuredLowMBps"), algorithm.measured->low);
        json.insert(QStringLiteral("measuredHighMBps"), algorithm.measured->high);
    }
    if (const AddedReadTime &image = algorithm.driveImage; image.measured) {
        json.insert(QStringLiteral("imageMBps"), image.compressedMBps.value);
        json.insert(QStringLiteral("imagePlainMBps"), image.plainMBps.value);
        json.insert(QStringLiteral("imageAddedSecondsPerMB"), image.secondsPerMB);
        json.insert(QStringLiteral("imageAddedLowSecondsPerMB"), image.secondsPerMB - image.halfWidthPerMB);
        json.insert(QStringLiteral("imageAddedHighSecondsPerMB"), image.secondsPerMB + image.halfWidthPerMB);
    }
    if (const std::optional<double> error = algorithm.modelError())
        json.insert(QStringLiteral("error"), *error);
    // Where the predictions were carried to a measured read: which, and the model's own.
    if (kind.anchor != AdviceAnchor::None)
        json.insert(QStringLiteral("anchor"),
                    kind.anchor == AdviceAnchor::SessionRead ? QStringLiteral("session-read")
                                                             : QStringLiteral("drive-image"));
    if (algorithm.model.predictedMBps != algorithm.prediction.predictedMBps) {
        json.insert(QStringLiteral("modelMBps"), algorithm.model.predictedMBps);
        json.insert(QStringLiteral("modelLowMBps"), algorithm.model.lowMBps);
        json.insert(QStringLiteral("modelHighMBps"), algorithm.model.highMBps);
    }
    return json;
}

// The speed the prediction used: btrfs's own where measured, else the
// library's; the notes above the tables say which (no suffix that reads as a unit).
QString decompressText(const AlgorithmAdvice &a)
{
    const Estimate &used = a.decompressUsed();
    return used.isKnown() ? QString::number(used.value, 'f', 0) : QStringLiteral("-");
}

QString kindToText(const KindAdvice &kind)
{
    QString text = Text::tr("%1 (plain read %2 MB/s, %3–%4): %5\n")
                       // a session's data set: a folder's path may hold a line break
                       .arg(visibleText(kind.kind), QString::number(kind.plain.value, 'f', 1),
                            QString::number(kind.plain.low, 'f', 0), QString::number(kind.plain.high, 'f', 0),
                            kind.recommendation);
    text += QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                .arg(Text::tr("algorithm").leftJustified(12), Text::tr("ratio").rightJustified(6),
                     Text::tr("saved").rightJustified(6), Text::tr("decompress MB/s").rightJustified(16),
                     Text::tr("predicted MB/s").rightJustified(15), Text::tr("95 % range").rightJustified(12),
                     Text::tr("measured MB/s").rightJustified(14));
    QList<AlgorithmAdvice> sorted = kind.algorithms;
    std::stable_sort(sorted.begin(), sorted.end(), [](const AlgorithmAdvice &a, const AlgorithmAdvice &b) {
        return a.prediction.predictedMBps > b.prediction.predictedMBps;
    });
    for (const AlgorithmAdvice &a : std::as_const(sorted)) {
        // "=" marks the recommended algorithm, "≈" those as fast within noise or a tenth.
        const QString mark = a.codec.codec == kind.bestCodec ? QStringLiteral(" =")
            : a.tied                                         ? QStringLiteral(" ≈")
                                                             : QString();
        text += QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                    .arg(QString(a.codec.codec + mark).leftJustified(12),
                         QString::number(a.codec.ratio, 'f', 2).rightJustified(6),
                         QString(QString::number(a.prediction.spaceSaved * 100.0, 'f', 0) + QStringLiteral(" %"))
                             .rightJustified(6),
                         decompressText(a).rightJustified(16),
                         QString::number(a.prediction.predictedMBps, 'f', 1).rightJustified(15),
                         rangeText(a.prediction, QLocale::c()).rightJustified(12),
                         (a.measured ? QString::number(a.measured->value, 'f', 1) : QString()).rightJustified(14));
    }
    return text;
}

void addAdviseOptions(QCommandLineParser &parser)
{
#ifdef Q_OS_WIN
    parser.setApplicationDescription(Text::tr(
        "Predicts, for each data kind and each algorithm the filesystem offers (NTFS's; btrfs's for a session "
        "measured on btrfs), how fast compressed data would read on the "
        "drive and what it would save, from the drive's plain read speed (a session, or a short measurement) and "
        "the algorithms measured on this CPU; shows the measured speed beside it where the session has one."));
#else
    parser.setApplicationDescription(Text::tr(
        "Predicts, for each data kind and each algorithm the filesystem offers (btrfs's; NTFS's for a session "
        "measured on NTFS), how fast compressed data would read on the "
        "drive and what it would save, from the drive's plain read speed (a session, or a short measurement) and "
        "the algorithms measured on this CPU; shows the measured speed beside it where the session has one."));
#endif
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("session"),
         Text::tr("Take the plain (and measured compressed) read speeds from the last drive "
                  "of this session."),
         Text::tr("file")},
        {QStringLiteral("source"),
         Text::tr("Measure the plain read speed of this folder's drive briefly "
                  "(default: the current folder)."),
         Text::tr("path")},
        {QStringLiteral("json"), Text::tr("Print one JSON object per data kind and algorithm.")},
    });
}

// A table per data kind, or one JSON object per data kind and algorithm.
void printAdvice(const QList<KindAdvice> &advice, const AdviceNotes &notes, bool asJson)
{
    QJsonArray json;
    QString text
        = Text::tr("Decompression: %1; lz4, which no filesystem stores, at the library's speed on one "
                   "core.\nThe drive's cost of reading compressed extents: %2.\n"
                   "= recommended, ≈ as fast within the measurements' noise or a tenth (the tie goes to the "
                   "algorithm that saves the most space); the range is what the measurements' spread allows, not the "
                   "model's own error, and \"cannot tell\" where it holds the plain speed and reaches more than a "
                   "tenth below it.\n\n")
              .arg(notes.decompression, notes.extents);
    for (const KindAdvice &kind : advice) {
        for (const AlgorithmAdvice &algorithm : kind.algorithms)
            json.append(algorithmToJson(kind, algorithm));
        text += kindToText(kind) + QLatin1Char('\n');
    }
    Terminal::out(asJson ? QString::fromUtf8(QJsonDocument(json).toJson()) : text);
}

} // namespace

int adviseCommand(const QStringList &arguments, const Privileges &privileges)
{
    QCommandLineParser parser;
    addAdviseOptions(parser);
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    if (!parser.positionalArguments().isEmpty()
        || (parser.isSet(QStringLiteral("session")) && parser.isSet(QStringLiteral("source")))) {
        Terminal::error(Text::tr("advise: name --session or --source, not both, and nothing else"));
        return ExitCode::BadUsage;
    }

    if (parser.isSet(QStringLiteral("source"))) {
        if (Status status = checkExistingFolder(QStringLiteral("source"), parser.value(QStringLiteral("source")));
            !status) {
            Terminal::error(QStringLiteral("advise: ") + status.message());
            return ExitCode::BadUsage;
        }
    }
    AdviceRequest request;
    int exitCode = ExitCode::BadUsage;
    const QString scratch = ramDiskWithRoomFor(QuickDataSetBytes);
    if (scratch.isEmpty()) {
        Terminal::error(Text::tr("advise: no RAM disk with room for the samples"));
        return ExitCode::BadUsage;
    }
    const Status status = parser.isSet(QStringLiteral("session"))
        ? speedsFromSession(parser.value(QStringLiteral("session")), &request)
        : speedsFromQuickRun(QDir(parser.isSet(QStringLiteral("source")) ? parser.value(QStringLiteral("source"))
                                                                         : QDir::currentPath())
                                 .absolutePath(),
                             scratch, privileges, &request, &exitCode);
    const QString cancelled = Text::tr("advise cancelled");
    if (Interrupts::received()) {
        Terminal::error(cancelled);
        return ExitCode::Failed;
    }
    if (!status) {
        Terminal::error(QStringLiteral("advise: ") + status.message());
        return exitCode;
    }

    request.privileges = privileges;
    request.scratchFolder = scratch;
    QList<KindAdvice> advice;
    AdviceNotes notes;
    QElapsedTimer clock;
    clock.start();
    // The samples and the btrfs images go before it stops.
    const Status advised = adviseAll(
        request, Interrupts::cancellation(),
        [](int done, int total, const QString &step) {
            if (!step.isEmpty())
                Terminal::progressLine(
                    Text::tr("advise: [%1/%2] %3").arg(QString::number(done + 1), QString::number(total), step));
        },
        &advice, &notes);
    if (Interrupts::received()) {
        Terminal::error(cancelled);
        return ExitCode::Failed;
    }
    if (!advised) {
        Terminal::error(QStringLiteral("advise: ") + advised.message());
        return ExitCode::Failed;
    }
    Terminal::progressLine(Text::tr("advise: probed in %1 s").arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1));
    printAdvice(advice, notes, parser.isSet(QStringLiteral("json")));
    return ExitCode::Success;
}

} // namespace cm
