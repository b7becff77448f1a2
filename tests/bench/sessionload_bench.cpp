// SPDX-License-Identifier: GPL-3.0-or-later
// Measures how long loading a large session takes: 50 drives x 6 data sets
// x 5 operations x 20 runs, with one variant (30 000 runs) and with both
// (60 000), saved as the program saves them. Not a test: prints the times,
// for the README's "Performance" line.
//
// Usage: compressmark_sessionload_bench [loads [file]]
//        (default: 10 loads of each generated session; with a file, of it)
#include "session/sessionfile.h"
#include "session/sessionreader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace cm;

namespace {

constexpr int Drives = 50;
constexpr int DataSets = 6;
constexpr int Runs = 20;

Session largeSession(const QList<Variant> &variants)
{
    const QStringList kinds{QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("music"),
                            QStringLiteral("video"), QStringLiteral("source"), QStringLiteral("games")};
    const QStringList operations{QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("copy"),
                                 QStringLiteral("delete"), QStringLiteral("smallfiles")};
    Q_ASSERT(kinds.size() == DataSets);
    Session session;
    session.created = QDateTime::currentDateTimeUtc();
    session.machine = MachineInfo{QStringLiteral("Bench CPU"), 8, qint64(16) << 30, QStringLiteral("Debian"),
                                  QStringLiteral("Linux")};
    for (int d = 0; d < Drives; ++d) {
        DriveRecord drive;
        drive.id = QStringLiteral("d%1").arg(d + 1);
        drive.label = QStringLiteral("Drive %1").arg(d + 1);
        drive.source.filesystem = QStringLiteral("btrfs");
        drive.source.model = QStringLiteral("Model %1").arg(d);
        drive.compression = CompressionRecord{CompressionMethod::Btrfs, QStringLiteral("zstd"), QString()};
        drive.copierName = QStringLiteral("serial");
        drive.plan.operations.clear();
        for (const QString &operation : operations)
            drive.plan.operations.append(*operationFromName(operation));
        for (const QString &kind : kinds) {
            DataSetRecord dataSet;
            dataSet.manifest = DataSetManifest{kind, 1, 1000, 10, 256 << 20, 1 << 20, 100};
            dataSet.plain.onDiskBytes = 256 << 20;
            dataSet.compressed = VariantRecord{100 << 20, QStringLiteral("btrfs extents"), QString()};
            drive.dataSets.append(dataSet);
            for (const QString &operation : operations) {
                for (const Variant variant : variants) {
                    ResultRecord result(kind, variant, operation);
                    for (int r = 0; r < Runs; ++r) {
                        RunRecord run;
                        run.seconds = 1.0 + 0.01 * r + 0.001 * d;
                        run.bytes = 256 << 20;
                        run.files = 1000;
                        run.deviceBytesRead = (variant == Variant::Plain ? 256 : 100) << 20;
                        run.deviceBytesWritten = 0;
                        run.cpuUserSeconds = 0.1;
                        run.cpuSystemSeconds = 0.4;
                        run.residentBeforeFraction = 0.0;
                        result.runs.append(run);
                    }
                    drive.results.append(result);
                }
            }
        }
        session.drives.append(drive);
    }
    return session;
}

// Loads `path` `loads` times and prints the median, fastest and slowest.
bool measure(const QString &path, int loads)
{
    QList<double> milliseconds;
    for (int i = 0; i < loads; ++i) {
        Session session;
        QElapsedTimer timer;
        timer.start();
        const Status status = loadSession(path, &session);
        milliseconds.append(double(timer.nsecsElapsed()) / 1e6);
        if (!status) {
            std::fprintf(stderr, "%s\n", qPrintable(status.message()));
            return false;
        }
    }
    std::sort(milliseconds.begin(), milliseconds.end());
    std::printf("  %.1f MB, load: median %.0f ms, fastest %.0f ms, slowest %.0f ms (%d loads)\n",
                double(QFileInfo(path).size()) / 1e6, milliseconds[milliseconds.size() / 2], milliseconds.first(),
                milliseconds.last(), loads);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int loads = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 10;
    if (argc > 2) {
        std::printf("%s\n", argv[2]);
        return measure(QString::fromLocal8Bit(argv[2]), loads) ? 0 : 1;
    }
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("large.cmsession.json"));
    for (const QList<Variant> &variants :
         {QList<Variant>{Variant::Plain}, QList<Variant>{Variant::Plain, Variant::Compressed}}) {
        if (Status status = saveSession(largeSession(variants), path); !status) {
            std::fprintf(stderr, "%s\n", qPrintable(status.message()));
            return 1;
        }
        std::printf("%d drives x %d data sets x 5 operations x %lld variant(s) x %d runs = %lld runs\n", Drives,
                    DataSets, qlonglong(variants.size()), Runs,
                    qlonglong(Drives * DataSets * 5 * Runs * variants.size()));
        if (!measure(path, loads))
            return 1;
    }
    return 0;
}
