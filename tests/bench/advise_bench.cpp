// SPDX-License-Identifier: GPL-3.0-or-later
// How good advise's prediction is, against the real benchmark: books and
// photos written to a btrfs loop image with each algorithm, sized so that a
// cold read lasts at least two seconds, read cold five times, and the
// measured median compared with what `advise --session` predicts from the
// same session's plain reads, over several sessions; with how long each
// probe took, whether the measured speed fell in the predicted range and
// whether the recommendation held still from one probe to the next. A
// program to run by hand on a quiet machine, as root (loop images), not a
// test: its figures move with the machine's load, and the README quotes them.
//
//   compressmark_advise_bench [--sessions 3] [--size auto] [--algorithms zstd,lzo] [DRIVE_FOLDER]
//
// DRIVE_FOLDER (default: the current folder) must be on a disk, not a RAM
// disk; the RAM disk is the first one with room, as for `compressmark run`.
#include "session/sessionreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace cm;

namespace {

QTextStream out(stdout);

[[noreturn]] void die(const QString &message)
{
    QTextStream(stderr) << "advise_bench: " << message << '\n';
    std::exit(1);
}

// Runs compressmark with `arguments`; its standard output, or death with its error.
QString compressmark(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(COMPRESSMARK_BINARY), arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        die(QStringLiteral("compressmark %1 failed: %2")
                .arg(arguments.constFirst(), QString::fromLocal8Bit(process.readAllStandardError()).trimmed()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The largest coefficient of variation of the session's results: how far
// its own reads spread, which bounds what a comparison with them can tell.
double largestSpread(const QString &sessionPath)
{
    Session session;
    if (Status status = loadSession(sessionPath, &session); !status)
        die(status.message());
    double largest = 0.0;
    for (const DriveRecord &drive : std::as_const(session.drives)) {
        for (const ResultRecord &result : drive.results)
            largest = std::max(largest, result.summary().coefficientOfVariation());
    }
    return largest;
}

struct Comparison
{
    double plain = 0.0, predicted = 0.0, low = 0.0, high = 0.0, measured = 0.0;
    QString recommended;
    double error() const { return predicted / measured - 1.0; }
    bool inRange() const { return low <= measured && measured <= high; }
};

// One session (five cold reads of each variant) and advise on it: per data
// kind; `probeSeconds` is how long advise took.
QMap<QString, Comparison> measureOnce(const QString &drive, const QString &algorithm, const QString &size,
                                      double *spread, double *probeSeconds)
{
    QTemporaryDir results;
    const QString session = results.filePath(QStringLiteral("measured.cmsession.json"));
    compressmark({QStringLiteral("run"), QStringLiteral("--source"), drive, QStringLiteral("--datasets"),
                  QStringLiteral("books,photos"), QStringLiteral("--size"), size, QStringLiteral("--reps"),
                  QStringLiteral("5"), QStringLiteral("--compression"), QStringLiteral("loop-btrfs:") + algorithm,
                  QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    QElapsedTimer probe;
    probe.start();
    const QString advice
        = compressmark({QStringLiteral("advise"), QStringLiteral("--session"), session, QStringLiteral("--json")});
    *probeSeconds = double(probe.elapsed()) / 1000.0;
    *spread = largestSpread(session);
    QMap<QString, Comparison> comparisons;
    QMap<QString, QString> recommended;
    for (const QJsonValue &value : QJsonDocument::fromJson(advice.toUtf8()).array()) {
        const QJsonObject o = value.toObject();
        const QString kind = o[QStringLiteral("dataSet")].toString();
        if (o[QStringLiteral("recommended")].toBool())
            recommended.insert(kind,
                               QStringLiteral("%1 %2").arg(o[QStringLiteral("advice")].toString(),
                                                           o[QStringLiteral("algorithm")].toString()));
        if (!o.contains(QStringLiteral("measuredMBps")) || o[QStringLiteral("measuredMBps")].toDouble() <= 0.0)
            continue;
        // The model's own figures: where the session measured, the predictions
        // are carried to its read, and only the model's say how good it is.
        const QString figures
            = o.contains(QStringLiteral("modelMBps")) ? QStringLiteral("model") : QStringLiteral("predicted");
        comparisons.insert(kind,
                           {o[QStringLiteral("plainMBps")].toDouble(), o[figures + QStringLiteral("MBps")].toDouble(),
                            o[figures + QStringLiteral("LowMBps")].toDouble(),
                            o[figures + QStringLiteral("HighMBps")].toDouble(),
                            o[QStringLiteral("measuredMBps")].toDouble(), QString()});
    }
    for (auto it = comparisons.begin(); it != comparisons.end(); ++it)
        it->recommended = recommended.value(it.key());
    return comparisons;
}

QString percent(double fraction)
{
    return QStringLiteral("%1%2 %").arg(fraction >= 0 ? QStringLiteral("+") : QString(),
                                        QString::number(std::lround(fraction * 100)));
}

double medianOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0.0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("sessions"), QStringLiteral("Sessions per algorithm (default 3)."),
                        QStringLiteral("n"), QStringLiteral("3")},
                       {QStringLiteral("size"),
                        QStringLiteral("Size of each data set (default auto: a cold read of at least two seconds)."),
                        QStringLiteral("size"), QStringLiteral("auto")},
                       {QStringLiteral("algorithms"), QStringLiteral("btrfs algorithms (default zstd,lzo)."),
                        QStringLiteral("list"), QStringLiteral("zstd,lzo")}});
    parser.addPositionalArgument(QStringLiteral("drive-folder"), QStringLiteral("A folder on the drive to measure."));
    parser.addHelpOption();
    parser.process(app);
    const QString drive = QDir(parser.positionalArguments().value(0, QDir::currentPath())).absolutePath();
    const int sessions = std::max(1, parser.value(QStringLiteral("sessions")).toInt());

    out << "| data set | algorithm | plain MB/s | predicted MB/s (range) | measured MB/s | error | median error | in range | "
           "recommended | spread of the reads (CV, median) |\n"
        << "|---|---|---|---|---|---|---|---|---|---|\n";
    QList<double> probeSeconds;
    for (const QString &algorithm : parser.value(QStringLiteral("algorithms")).split(QLatin1Char(','))) {
        QMap<QString, QList<Comparison>> byKind;
        QList<double> spreads;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < sessions; ++i) {
            double spread = 0.0, seconds = 0.0;
            const QMap<QString, Comparison> once
                = measureOnce(drive, algorithm, parser.value(QStringLiteral("size")), &spread, &seconds);
            spreads.append(spread);
            probeSeconds.append(seconds);
            for (auto it = once.begin(); it != once.end(); ++it)
                byKind[it.key()].append(it.value());
        }
        for (auto it = byKind.begin(); it != byKind.end(); ++it) {
            QStringList plain, predicted, measured, errors, recommended;
            QList<double> errorValues;
            int inRange = 0;
            for (const Comparison &c : it.value()) {
                plain << QString::number(std::lround(c.plain));
                predicted << QStringLiteral("%1 (%2–%3)")
                                 .arg(QString::number(std::lround(c.predicted)), QString::number(std::lround(c.low)),
                                      QString::number(std::lround(c.high)));
                measured << QString::number(std::lround(c.measured));
                errors << percent(c.error());
                errorValues << c.error();
                recommended << c.recommended;
                inRange += c.inRange() ? 1 : 0;
            }
            const QString sep = QStringLiteral(", ");
            out << "| " << it.key() << " | " << algorithm << " | " << plain.join(sep) << " | " << predicted.join(sep)
                << " | " << measured.join(sep) << " | " << errors.join(sep) << " | " << percent(medianOf(errorValues))
                << " | " << inRange << " of " << it.value().size() << " | " << recommended.join(sep) << " | "
                << std::lround(medianOf(spreads) * 100) << " % |\n";
        }
        out.flush();
        QTextStream(stderr) << algorithm << ": " << sessions << " sessions in " << clock.elapsed() / 1000 << " s\n";
    }
    std::sort(probeSeconds.begin(), probeSeconds.end());
    out << "\nadvise took " << QString::number(medianOf(probeSeconds), 'f', 1) << " s (median; "
        << QString::number(probeSeconds.constFirst(), 'f', 1) << "–"
        << QString::number(probeSeconds.constLast(), 'f', 1) << " s) over " << probeSeconds.size() << " probes\n";
    return 0;
}
