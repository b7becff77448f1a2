// SPDX-License-Identifier: GPL-3.0-or-later
// Holds CompressMark's copiers against the drive's own limits, measured by
// fio in the same round: cold 4 KiB files in files/s against 4 KiB random
// reads (io_uring, direct) at depth 32 and 1, one cold big file against a
// direct sequential read; every copier's CPU seconds per GB; with
// --million, the uring copier's peak memory over a million files. The
// copiers and fio take turns, the order rotating round by round, and each
// ratio pairs two timings of one round, so that a loaded machine weighs on
// both alike. A program to run by hand, as root (caches are dropped before
// every timing), not a test; docs/PERFORMANCE.md has its figures:
//
//   compressmark_drivelimits_bench DRIVE_FOLDER RAM_FOLDER [--small 50000] [--big 2G] [--rounds 5] [--million]
#include "copytimings.h"

#include "cache/pagecache.h"
#include "fs/saferemove.h"
#include "plan/plan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

using namespace bench;
using namespace cm;

namespace {

QTextStream out(stdout);

// fio's 4 KiB random reads per second, or a sequential read's MB/s, on
// `file`, direct, through io_uring as a fast copier would ask.
double fioRate(const QString &file, bool random, int depth, qint64 bytes)
{
    const FioRead how{random ? QStringLiteral("randread") : QStringLiteral("read"), random ? 4 : 1024, depth,
                      QStringLiteral("io_uring"), 10};
    const QJsonObject read = fioRead(file, bytes, how);
    return random ? read[QStringLiteral("iops")].toDouble() : read[QStringLiteral("bw_bytes")].toDouble() / 1e6;
}

QString spread(const QList<double> &values, int decimals = 2)
{
    QStringList shown;
    for (const double value : values)
        shown.append(QString::number(value, 'f', decimals));
    return QStringLiteral("median %1 (min %2, max %3; rounds %4)")
        .arg(QString::number(median(values), 'f', decimals),
             QString::number(*std::min_element(values.begin(), values.end()), 'f', decimals),
             QString::number(*std::max_element(values.begin(), values.end()), 'f', decimals),
             shown.join(QLatin1Char(' ')));
}

// One round of the limits contest: every copier once, cold, and the
// drive's limit measured between them. Every ratio pairs two timings of one
// round, so that a loaded machine weighs on both alike.
struct LimitRound
{
    QHash<QString, Timing> copies;
    double limit = 0.0;       // 4 KiB reads/s at depth 32, or MB/s read in order
    double depth1Limit = 0.0; // small files: 4 KiB reads/s at depth 1
};

QList<LimitRound> limitRounds(const QStringList &copiers, const QString &from, const QString &to,
                              const QString &limitFile, qint64 limitBytes, bool small, int rounds)
{
    QList<LimitRound> all;
    for (int round = 0; round < rounds; ++round) {
        LimitRound measured;
        const qsizetype turns = copiers.size() + 1;
        for (qsizetype turn = 0; turn < turns; ++turn) {
            const qsizetype which = (round + turn) % turns; // the order rotates round by round
            if (which < copiers.size()) {
                measured.copies.insert(copiers[which], timeCopier(copiers[which], from, to, true, MiB));
                continue;
            }
            makeCold(limitFile, true);
            measured.limit = fioRate(limitFile, small, small ? 32 : 8, limitBytes);
            if (small)
                measured.depth1Limit = fioRate(limitFile, true, 1, limitBytes);
        }
        all.append(measured);
    }
    return all;
}

void printLimits(const QString &title, const QStringList &copiers, const QList<LimitRound> &rounds, bool small)
{
    out << "\n" << title << "\n";
    const QString unit = small ? QStringLiteral("files/s") : QStringLiteral("MB/s");
    const QString limitName = small ? QStringLiteral("QD32 4 KiB reads") : QStringLiteral("direct sequential read");
    for (const QString &copier : copiers) {
        QList<double> rates, shares, depth1Shares, againstParallel, cpuPerGB;
        for (const LimitRound &round : rounds) {
            const Timing &t = round.copies[copier];
            const double rate = small ? double(t.files) / t.seconds : t.mbps();
            rates.append(rate);
            shares.append(rate / round.limit * 100.0);
            if (small)
                depth1Shares.append(rate / round.depth1Limit * 100.0);
            againstParallel.append(round.copies[QStringLiteral("parallel")].seconds / t.seconds);
            cpuPerGB.append(t.cpuSeconds / (double(t.bytes) / 1e9));
        }
        out << QStringLiteral("  %1 %2: %3\n").arg(copier.leftJustified(9), unit, spread(rates, 0));
        out << QStringLiteral("            % of the drive's %1: %2\n").arg(limitName, spread(shares, 0));
        if (small)
            out << QStringLiteral("            % of QD1 4 KiB reads: %1\n").arg(spread(depth1Shares, 0));
        out << QStringLiteral("            speed / parallel's: %1\n").arg(spread(againstParallel));
        out << QStringLiteral("            CPU s (user + system) per GB: %1\n").arg(spread(cpuPerGB));
    }
    QList<double> limits, depth1;
    for (const LimitRound &round : rounds) {
        limits.append(round.limit);
        depth1.append(round.depth1Limit);
    }
    out << QStringLiteral("  the drive (fio, io_uring, direct): %1 %2\n")
               .arg(small ? QStringLiteral("4 KiB reads/s at QD32") : QStringLiteral("MB/s, 1 MiB at QD8"),
                    spread(limits, 0));
    if (small)
        out << QStringLiteral("  the drive (fio, io_uring, direct): 4 KiB reads/s at QD1 %1\n").arg(spread(depth1, 0));
    out.flush();
}

void limitsContest(const QString &drive, const QString &ram, int smallFiles, qint64 bigBytes, int rounds, bool million)
{
    const QStringList copiers{QStringLiteral("serial"), QStringLiteral("parallel"), QStringLiteral("kernel"),
                              QStringLiteral("uring")};
    const QString to = ram + QStringLiteral("/copy");
    const QString small = drive + QStringLiteral("/small");
    writeSmallFiles(small, smallFiles, 4 * KiB);
    // fio's file holds as many bytes as the small files: both spread alike over the drive.
    const QString smallLimit = drive + QStringLiteral("/small-limit.bin");
    const qint64 smallBytes = qint64(smallFiles) * 4 * KiB;
    writeBigFile(smallLimit, smallBytes);
    printLimits(
        QStringLiteral("%1 files of 4 KiB, cold, drive -> RAM disk, against fio's 4 KiB random reads").arg(smallFiles),
        copiers, limitRounds(copiers, small, to, smallLimit, smallBytes, true, rounds), true);
    check(removeTreeNoFollow(QFile::encodeName(small)));
    QFile::remove(smallLimit);

    const QString big = drive + QStringLiteral("/big");
    const QString bigFile = big + QStringLiteral("/big.bin");
    QDir().mkpath(big);
    writeBigFile(bigFile, bigBytes);
    printLimits(QStringLiteral("one file of %1 MiB, cold, drive -> RAM disk, against fio's direct sequential read")
                    .arg(bigBytes / MiB),
                copiers, limitRounds(copiers, big, to, bigFile, bigBytes, false, rounds), false);
    check(removeTreeNoFollow(QFile::encodeName(big)));

    if (!million)
        return;
    const QString many = drive + QStringLiteral("/million");
    writeSmallFiles(many, 1000000, 16);
    const qint64 before = peakResidentKiB();
    const Timing timing = timeCopier(QStringLiteral("uring"), many, to, true, MiB);
    out << QStringLiteral("\n1,000,000 files of 16 bytes, uring: %1 s, peak resident %2 MB (before %3 MB)\n")
               .arg(QString::number(timing.seconds, 'f', 1), QString::number(double(peakResidentKiB()) / 1024, 'f', 0),
                    QString::number(double(before) / 1024, 'f', 0));
    check(removeTreeNoFollow(QFile::encodeName(many)));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    qint64 bigBytes = 2 * GiB;
    int smallFiles = 50000;
    int rounds = 5;
    bool million = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--big") && i + 1 < arguments.size())
            bigBytes = parseSize(arguments.takeAt(i + 1));
        else if (arguments[i] == QLatin1String("--small") && i + 1 < arguments.size())
            smallFiles = std::max(1, arguments.takeAt(i + 1).toInt());
        else if (arguments[i] == QLatin1String("--rounds") && i + 1 < arguments.size())
            rounds = std::max(1, arguments.takeAt(i + 1).toInt());
        else if (arguments[i] == QLatin1String("--million"))
            million = true;
        else
            continue;
        arguments.removeAt(i--);
    }
    if (arguments.size() != 2 || bigBytes <= 0)
        die(QStringLiteral("usage: compressmark_drivelimits_bench DRIVE_FOLDER RAM_FOLDER [--small 50000] [--big 2G] "
                           "[--rounds 5] [--million]"));
    const QString drive = QDir(arguments[0]).absoluteFilePath(QStringLiteral("drivelimits-bench"));
    const QString ram = QDir(arguments[1]).absoluteFilePath(QStringLiteral("drivelimits-bench"));
    if (QFile::exists(drive) || QFile::exists(ram))
        die(QStringLiteral("remove the drivelimits-bench folders from an earlier run first"));
    QDir().mkpath(drive);
    QDir().mkpath(ram);
    out << "CompressMark copiers against the drive's own limits; caches "
        << (PageCache::dropAllCaches(Privileges::ofThisProcess()) ? "dropped (root)" : "evicted (not root)") << "\n";
    limitsContest(drive, ram, smallFiles, bigBytes, rounds, million);
    check(removeTreeNoFollow(QFile::encodeName(drive)));
    check(removeTreeNoFollow(QFile::encodeName(ram)));
    return 0;
}
