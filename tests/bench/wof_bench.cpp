// SPDX-License-Identifier: GPL-3.0-or-later
// The program's own XPRESS and LZX, which the Windows build predicts WOF's
// XPRESS4K, 8K, 16K and LZX with, against wimlib's, which the Linux build
// uses: on samples of the data kinds, what each stores (ratio over NTFS's
// 64 KiB units, in whole clusters) and how fast one core decompresses it,
// timed in interleaved rounds so that the machine's load falls on both
// alike. Each probe is repeated, so the spread of the speed ratio between
// repeats shows what of it is noise. A program to run by hand; the README
// quotes it.
//
//   compressmark_wof_bench [--kinds books,system] [--size 8M] [--repeats 3]
#include "predict/advisor.h"
#include "predict/codecprobe.h"
#include "codec/lznt1.h"
#include "predict/wofalgorithm.h"
#include "predict/wofcodec.h"
#include "util/cancellation.h"
#include "plan/plan.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

#include <cstdlib>

using namespace cm;

namespace {

QTextStream out(stdout);

[[noreturn]] void die(const QString &message)
{
    QTextStream(stderr) << "wof_bench: " << message << '\n';
    std::exit(1);
}

std::shared_ptr<Codec> wimlibCodec(const QString &name)
{
    for (const WofAlgorithm &algorithm : wofAlgorithms())
        if (algorithm.name == name)
            return makeWofCodec(algorithm);
    die(QStringLiteral("this build has no wimlib %1").arg(name));
}

QString speed(const Estimate &estimate)
{
    return QStringLiteral("%1 (%2–%3)")
        .arg(QString::number(estimate.value, 'f', 0), QString::number(estimate.low, 'f', 0),
             QString::number(estimate.high, 'f', 0));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("kinds"), QStringLiteral("Data kinds to sample."), QStringLiteral("list"),
                        QStringLiteral("books,system")},
                       {QStringLiteral("size"), QStringLiteral("Sample size of each kind."), QStringLiteral("size"),
                        QStringLiteral("8M")},
                       {QStringLiteral("repeats"), QStringLiteral("Probes of each kind."), QStringLiteral("n"),
                        QStringLiteral("3")}});
    parser.addHelpOption();
    parser.process(app);
    const qint64 sampleBytes = parseSize(parser.value(QStringLiteral("size")));
    const int repeats = parser.value(QStringLiteral("repeats")).toInt();
    if (sampleBytes <= 0 || repeats <= 0)
        die(QStringLiteral("bad --size or --repeats"));

    out << "kind     algorithm  ratio ours/wimlib   one core MB/s ours          wimlib              ours/wimlib\n";
    for (const QString &kind : parser.value(QStringLiteral("kinds")).split(QLatin1Char(','))) {
        QList<QByteArray> files;
        const Cancellation never;
        if (Status status = sampleDataKind(kind, sampleBytes, QDir::tempPath(), never, &files); !status)
            die(status.message());
        const QList<QByteArray> units = filesystemChunks(files, NtfsCompressionUnitBytes);
        for (const WofAlgorithm &algorithm : ownWofAlgorithms()) {
            const auto ours = makeWofCodec(algorithm);
            const auto wimlib = wimlibCodec(algorithm.name);
            for (int repeat = 0; repeat < repeats; ++repeat) {
                ProbeBudget budget;
                budget.milliseconds = 3000;
                const QList<CodecMeasurement> measured
                    = probeCodecs({ours.get(), wimlib.get()}, units, nullptr, budget);
                const CodecMeasurement &mine = measured[0], &theirs = measured[1];
                out << QStringLiteral("%1 %2 %3 / %4   %5 %6 %7\n")
                           .arg(kind.leftJustified(8), algorithm.name.leftJustified(10),
                                QString::number(mine.ratio, 'f', 3).rightJustified(5),
                                QString::number(theirs.ratio, 'f', 3).leftJustified(5),
                                speed(mine.decompressOneCore).leftJustified(27),
                                speed(theirs.decompressOneCore).leftJustified(19),
                                QString::number(mine.decompressOneCore.value / theirs.decompressOneCore.value, 'f', 2));
                out.flush();
            }
        }
    }
    return 0;
}
