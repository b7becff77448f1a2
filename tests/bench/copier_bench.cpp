// SPDX-License-Identifier: GPL-3.0-or-later
// Times CompressMark's copiers against cp -r, tar | tar, rsync -a and fio on
// the same cold data, and prints the ratios the README's performance
// section quotes. A program to run by hand (as root, so that caches can be
// dropped), not a test:
//
//   compressmark_copier_bench DRIVE_FOLDER RAM_FOLDER [--big 2G] [--small 50000] [--block 1M] [--million]
//   compressmark_copier_bench DRIVE_FOLDER RAM_FOLDER --datasets books,photos,system,image,small [--size 512M]
//                             [--rounds 5]
//
// compressmark_drivelimits_bench holds the copiers against the drive's own
// limits.
//
// With --datasets, only the data-set contest runs: each kind is generated
// once on the drive, then serial, cp -r and cp -r with one buffer for the
// whole tree copy it in turns, round after round, cold and warm, and the
// ratio of each pair is printed, so that the noise of a loaded machine hits
// every side alike.
#include "copytimings.h"

#include "cache/pagecache.h"
#include "copy/copierfactory.h"
#include "datasets/datasetgenerator.h"
#include "fs/filewriter_linux.h"
#include "fs/saferemove.h"
#include "plan/plan.h"
#include "util/random.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace bench;
using namespace cm;

namespace {

QTextStream out(stdout);
qint64 blockBytes = MiB; // the copiers' block, --block

Timing timeCopier(const QString &name, const QString &from, const QString &to, bool cold)
{
    return bench::timeCopier(name, from, to, cold, blockBytes);
}

Timing timeCommand(const QString &label, const QString &shellCommand, const QString &from, const QString &to,
                   qint64 bytes, qint64 files, bool cold)
{
    makeCold(from, cold);
    const double cpuBefore = cpuSeconds(RUSAGE_CHILDREN);
    const qint64 faultsBefore = pageFaults(RUSAGE_CHILDREN);
    QElapsedTimer timer;
    timer.start();
    const int status = QProcess::execute(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), shellCommand});
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (status != 0)
        die(QStringLiteral("%1 failed with %2").arg(shellCommand, QString::number(status)));
    const double cpu = cpuSeconds(RUSAGE_CHILDREN) - cpuBefore;
    const qint64 faults = pageFaults(RUSAGE_CHILDREN) - faultsBefore; // the shell's few hundred included
    check(removeTreeNoFollow(QFile::encodeName(to)));
    return {label, seconds, bytes, files, cpu, faults};
}

QString quoted(const QString &path)
{
    return QLatin1Char('\'') + path + QLatin1Char('\'');
}

QList<Timing> treeContest(const QString &from, const QString &to, qint64 bytes, qint64 files, bool cold)
{
    const QString src = quoted(from), dst = quoted(to);
    QList<Timing> timings{
        timeCommand(QStringLiteral("cp -r"), QStringLiteral("cp -r %1 %2").arg(src, dst), from, to, bytes, files, cold),
        timeCopier(QStringLiteral("serial"), from, to, cold),
        timeCopier(QStringLiteral("parallel"), from, to, cold),
        timeCopier(QStringLiteral("kernel"), from, to, cold),
        timeCopier(QStringLiteral("uring"), from, to, cold),
        timeCommand(QStringLiteral("tar | tar"),
                    QStringLiteral("mkdir %2 && tar -C %1 -cf - . | tar -C %2 -xf -").arg(src, dst), from, to, bytes,
                    files, cold),
        timeCommand(QStringLiteral("rsync -a"), QStringLiteral("rsync -a %1/ %2").arg(src, dst), from, to, bytes, files,
                    cold),
    };
    return timings;
}

void print(const QString &title, const QList<Timing> &timings, const QString &reference)
{
    double referenceSeconds = 0.0;
    for (const Timing &t : timings)
        if (t.tool == reference)
            referenceSeconds = t.seconds;
    out << "\n" << title << "\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("tool").leftJustified(26), QStringLiteral("seconds").rightJustified(9),
                    QStringLiteral("MB/s").rightJustified(9), QStringLiteral("files/s").rightJustified(10),
                    QString(QStringLiteral("vs ") + reference).rightJustified(12));
    for (const Timing &t : timings) {
        const QString ratio = referenceSeconds > 0
            ? QString::number(referenceSeconds / t.seconds, 'f', 2) + QLatin1Char('x')
            : QString();
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(t.tool.leftJustified(26), QString::number(t.seconds, 'f', 3).rightJustified(9),
                        QString::number(t.mbps(), 'f', 1).rightJustified(9),
                        QString::number(t.files > 0 ? double(t.files) / t.seconds : 0.0, 'f', 0).rightJustified(10),
                        ratio.rightJustified(12));
    }
    out.flush();
}

double fioMBps(const QString &file, const QString &pattern, int blockKiB, int depth, qint64 bytes)
{
    const QJsonObject read = fioRead(file, bytes, FioRead{pattern, blockKiB, depth, QStringLiteral("libaio"), 20});
    return read[QStringLiteral("bw_bytes")].toDouble() / 1e6;
}

// How one contender did against serial over the rounds: its time / serial's.
struct Pairs
{
    QList<double> ratios;
    double seconds = 0.0, cpuSeconds = 0.0;
    qint64 pageFaults = 0;

    void add(const Timing &timing, const Timing &serial)
    {
        ratios.append(timing.seconds / serial.seconds);
        seconds += timing.seconds;
        cpuSeconds += timing.cpuSeconds;
        pageFaults += timing.pageFaults;
    }
};

void printPairs(const QString &kind, bool cold, const DataSetManifest &manifest, const QString &tool,
                const Pairs &pairs, const Pairs &serial)
{
    const qsizetype rounds = pairs.ratios.size();
    const double mb = double(manifest.bytes) * double(rounds) / 1e6;
    QStringList shown;
    for (const double ratio : pairs.ratios)
        shown.append(QString::number(ratio, 'f', 2));
    out << QStringLiteral("%1 %2 %3 files %4 MB: serial %5 MB/s, %6 %7 MB/s, serial/%6 median %8 (min %9, max %10; "
                          "rounds %11); CPU s per pass: serial %12, %6 %13; page faults per pass: serial %14, %6 %15\n")
               .arg(kind.leftJustified(7), cold ? QStringLiteral("cold") : QStringLiteral("warm"),
                    QString::number(manifest.files), QString::number(double(manifest.bytes) / 1e6, 'f', 0),
                    QString::number(mb / serial.seconds, 'f', 0), tool, QString::number(mb / pairs.seconds, 'f', 0),
                    QString::number(median(pairs.ratios), 'f', 2),
                    QString::number(*std::min_element(pairs.ratios.begin(), pairs.ratios.end()), 'f', 2),
                    QString::number(*std::max_element(pairs.ratios.begin(), pairs.ratios.end()), 'f', 2),
                    shown.join(QLatin1Char(' ')), QString::number(serial.cpuSeconds / double(rounds), 'f', 3),
                    QString::number(pairs.cpuSeconds / double(rounds), 'f', 3),
                    QString::number(serial.pageFaults / rounds), QString::number(pairs.pageFaults / rounds));
    out.flush();
}

// serial against cp -r on one generated data set, and against cp -r with
// one buffer for the whole tree: glibc serves cp's 128 KiB buffer with a new
// mapping for every file unless its mmap threshold is raised, and that
// mapping is the difference between the two. `rounds` rounds, the order
// within each rotating, each pair giving cp's time / serial's time.
void dataSetContest(const QString &kind, const QString &drive, const QString &ram, qint64 bytes, int rounds)
{
    const QString from = drive + QLatin1Char('/') + kind;
    const QString to = ram + QStringLiteral("/copy");
    DataSetManifest manifest;
    check(makeDataSetGenerator(kind)->generate(DataSetSpec{kind, bytes, 1}, from, Cancellation(), &manifest));
    ::sync();
    const QString cp = QStringLiteral("cp -r %1 %2").arg(quoted(from), quoted(to));
    const QString cpKeptBuffer = QStringLiteral("GLIBC_TUNABLES=glibc.malloc.mmap_threshold=4194304 ") + cp;
    const QString keptLabel = QStringLiteral("cp -r (one buffer)");
    for (const bool cold : {true, false}) {
        if (!cold) // one untimed pass fills the page cache
            timeCommand(QStringLiteral("cp -r"), cp, from, to, manifest.bytes, manifest.files, false);
        Pairs serialTotals, cpPairs, keptPairs;
        for (int round = 0; round < rounds; ++round) {
            Timing serial, reference, kept;
            for (int turn = 0; turn < 3; ++turn) {
                switch ((round + turn) % 3) {
                case 0:
                    serial = timeCopier(QStringLiteral("serial"), from, to, cold);
                    break;
                case 1:
                    reference
                        = timeCommand(QStringLiteral("cp -r"), cp, from, to, manifest.bytes, manifest.files, cold);
                    break;
                default:
                    kept = timeCommand(keptLabel, cpKeptBuffer, from, to, manifest.bytes, manifest.files, cold);
                }
            }
            serialTotals.add(serial, serial);
            cpPairs.add(reference, serial);
            keptPairs.add(kept, serial);
        }
        printPairs(kind, cold, manifest, QStringLiteral("cp -r"), cpPairs, serialTotals);
        printPairs(kind, cold, manifest, keptLabel, keptPairs, serialTotals);
    }
    check(removeTreeNoFollow(QFile::encodeName(from)));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    qint64 bigBytes = 2 * GiB;
    int smallFiles = 50000;
    bool million = false;
    QStringList dataSets;
    qint64 dataSetBytes = 512 * MiB;
    int rounds = 5;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--big") && i + 1 < arguments.size())
            bigBytes = parseSize(arguments.takeAt(i + 1));
        else if (arguments[i] == QLatin1String("--small") && i + 1 < arguments.size())
            smallFiles = arguments.takeAt(i + 1).toInt();
        else if (arguments[i] == QLatin1String("--block") && i + 1 < arguments.size())
            blockBytes = parseSize(arguments.takeAt(i + 1));
        else if (arguments[i] == QLatin1String("--datasets") && i + 1 < arguments.size())
            dataSets = arguments.takeAt(i + 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        else if (arguments[i] == QLatin1String("--size") && i + 1 < arguments.size())
            dataSetBytes = parseSize(arguments.takeAt(i + 1));
        else if (arguments[i] == QLatin1String("--rounds") && i + 1 < arguments.size())
            rounds = std::max(1, arguments.takeAt(i + 1).toInt());
        else if (arguments[i] == QLatin1String("--million"))
            million = true;
        else
            continue;
        arguments.removeAt(i--);
    }
    if (arguments.size() != 2)
        die(QStringLiteral(
            "usage: compressmark_copier_bench DRIVE_FOLDER RAM_FOLDER [--big 2G] [--small 50000] [--block 1M] [--million] | --datasets KINDS [--size 512M] [--rounds 5]"));
    for (const QString &kind : std::as_const(dataSets))
        if (!makeDataSetGenerator(kind))
            die(QStringLiteral("unknown data set %1").arg(kind));
    const QString drive = QDir(arguments[0]).absoluteFilePath(QStringLiteral("copier-bench"));
    const QString ram = QDir(arguments[1]).absoluteFilePath(QStringLiteral("copier-bench"));
    if (QFile::exists(drive) || QFile::exists(ram))
        die(QStringLiteral("remove the copier-bench folders from an earlier run first"));
    QDir().mkpath(drive);
    QDir().mkpath(ram);
    out << "CompressMark copier benchmark; caches "
        << (PageCache::dropAllCaches(Privileges::ofThisProcess()) ? "dropped (root)" : "evicted (not root)") << "\n";

    if (!dataSets.isEmpty()) {
        out << QStringLiteral("serial against cp -r, %1 MiB per data set; a ratio above 1 is serial faster\n")
                   .arg(dataSetBytes / MiB);
        for (const QString &kind : std::as_const(dataSets))
            dataSetContest(kind, drive, ram, dataSetBytes, rounds);
        check(removeTreeNoFollow(QFile::encodeName(drive)));
        check(removeTreeNoFollow(QFile::encodeName(ram)));
        return 0;
    }

    const QString small = drive + QStringLiteral("/small");
    writeSmallFiles(small, smallFiles, 4 * KiB);
    print(QStringLiteral("%1 files of 4 KiB, cold, drive -> RAM disk").arg(smallFiles),
          treeContest(small, ram + QStringLiteral("/copy"), qint64(smallFiles) * 4 * KiB, smallFiles, true),
          QStringLiteral("cp -r"));

    const QString warm = ram + QStringLiteral("/warm");
    TransferCounters staged;
    check(makeCopier(CopierChoice{CopierChoice::Kind::Kernel, 0, {}}, MiB, false)
              ->copyTree(QFile::encodeName(small), QFile::encodeName(warm), staged, Cancellation()));
    print(QStringLiteral("the same files, warm, RAM disk -> RAM disk (engine overhead)"),
          treeContest(warm, ram + QStringLiteral("/copy"), qint64(smallFiles) * 4 * KiB, smallFiles, false),
          QStringLiteral("cp -r"));
    check(removeTreeNoFollow(QFile::encodeName(warm)));
    check(removeTreeNoFollow(QFile::encodeName(small)));

    const QString big = drive + QStringLiteral("/big");
    QDir().mkpath(big);
    writeBigFile(big + QStringLiteral("/big.bin"), bigBytes);
    QList<Timing> timings{
        timeCopier(QStringLiteral("serial"), big, ram + QStringLiteral("/copy"), true),
        timeCopier(QStringLiteral("parallel"), big, ram + QStringLiteral("/copy"), true),
        timeCopier(QStringLiteral("uring"), big, ram + QStringLiteral("/copy"), true),
        timeCommand(QStringLiteral("cp -r"),
                    QStringLiteral("cp -r %1 %2").arg(quoted(big), quoted(ram + QStringLiteral("/copy"))), big,
                    ram + QStringLiteral("/copy"), bigBytes, 1, true)};
    const double sequential = fioMBps(big + QStringLiteral("/big.bin"), QStringLiteral("read"), 1024, 8, bigBytes);
    timings.append(
        Timing{QStringLiteral("fio read 1M QD8 direct"), double(bigBytes) / (sequential * 1e6), bigBytes, 1});
    print(QStringLiteral("one file of %1 MiB, cold, drive -> RAM disk").arg(bigBytes / MiB), timings,
          QStringLiteral("fio read 1M QD8 direct"));
    out << QStringLiteral("fio random 4 KiB reads, direct: QD1 %1 MB/s, QD32 %2 MB/s\n")
               .arg(QString::number(fioMBps(big + QStringLiteral("/big.bin"), QStringLiteral("randread"), 4, 1,
                                            bigBytes),
                                    'f', 1),
                    QString::number(fioMBps(big + QStringLiteral("/big.bin"), QStringLiteral("randread"), 4, 32,
                                            bigBytes),
                                    'f', 1));
    check(removeTreeNoFollow(QFile::encodeName(big)));

    if (million) {
        const QString many = drive + QStringLiteral("/million");
        writeSmallFiles(many, 1000000, 16);
        const qint64 before = peakResidentKiB();
        const Timing timing = timeCopier(QStringLiteral("parallel"), many, ram + QStringLiteral("/copy"), true);
        out << QStringLiteral("\n1,000,000 files of 16 bytes, parallel: %1 s, peak resident %2 MB (before %3 MB)\n")
                   .arg(QString::number(timing.seconds, 'f', 1),
                        QString::number(double(peakResidentKiB()) / 1024, 'f', 0),
                        QString::number(double(before) / 1024, 'f', 0));
        check(removeTreeNoFollow(QFile::encodeName(many)));
    }
    check(removeTreeNoFollow(QFile::encodeName(drive)));
    check(removeTreeNoFollow(QFile::encodeName(ram)));
    return 0;
}
