// SPDX-License-Identifier: GPL-3.0-or-later
// What reading the register of live runs costs a measurement, with the
// register empty and with a great many files planted in it by someone
// else: every measurement reads it twice, before and after its clock. The
// two folders are read in alternating order, round after round, and
// compared round by round: this machine's speed drifts by more than the
// difference looked for. Run by hand; docs/PERFORMANCE.md has the figures.
//
//   compressmark_liveruns_bench [PLANTED_FILES [ROUNDS]]   (default 150000, 30)
#include "system/liveruns.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <unistd.h>

using namespace cm;

namespace {

constexpr int CallsPerTiming = 20;

// Microseconds one reading of `folder` takes, over CallsPerTiming readings.
double microsecondsPerReading(const QString &folder)
{
    QElapsedTimer timer;
    timer.start();
    qsizetype found = 0;
    for (int i = 0; i < CallsPerTiming; ++i)
        found += LiveRuns::others(folder).size();
    const double micro = double(timer.nsecsElapsed()) / 1e3 / CallsPerTiming;
    return found >= 0 ? micro : 0.0;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int planted = argc > 1 ? std::atoi(argv[1]) : 150000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 30;
    const QTemporaryDir empty;
    const QTemporaryDir flooded;
    if (!empty.isValid() || !flooded.isValid() || planted < 0 || rounds < 1) {
        std::fprintf(stderr, "usage: compressmark_liveruns_bench [PLANTED_FILES [ROUNDS]]\n");
        return 2;
    }
    // Named and written as entries are, each naming a process that may or
    // may not exist: what anyone can make in /run/lock.
    for (int i = 0; i < planted; ++i) {
        QFile file(flooded.filePath(QStringLiteral("compressmark-run-%1.json").arg(QString::number(1 + i))));
        if (!file.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "cannot plant %s\n", qPrintable(file.fileName()));
            return 1;
        }
        file.write(QByteArrayLiteral("{\"processId\":") + QByteArray::number(1 + i)
                   + QByteArrayLiteral(",\"drive\":\"vda\",\"target\":\"/dev/shm\",\"label\":\"planted\"}"));
        file.flush();
        // Another user's, as root can make them: a reader may remove only its own user's.
        if (::geteuid() == 0)
            static_cast<void>(::fchown(file.handle(), 65534, 65534));
    }
    std::vector<double> emptyTimes;
    std::vector<double> floodedTimes;
    std::vector<double> ratios;
    for (int round = 0; round < rounds; ++round) {
        // ABBA: neither folder always goes first.
        const bool emptyFirst = round % 2 == 0;
        const double a = microsecondsPerReading(emptyFirst ? empty.path() : flooded.path());
        const double b = microsecondsPerReading(emptyFirst ? flooded.path() : empty.path());
        const double emptyTime = emptyFirst ? a : b;
        const double floodedTime = emptyFirst ? b : a;
        emptyTimes.push_back(emptyTime);
        floodedTimes.push_back(floodedTime);
        ratios.push_back(floodedTime / emptyTime);
    }
    std::vector<double> sortedRatios = ratios;
    std::sort(sortedRatios.begin(), sortedRatios.end());
    std::printf("register reading, %d rounds of %d readings each:\n", rounds, CallsPerTiming);
    std::printf("  empty:            median %.0f us a reading\n", median(emptyTimes));
    std::printf("  %d planted:   median %.0f us a reading\n", planted, median(floodedTimes));
    std::printf("  planted / empty:  median %.2f (rounds from %.2f to %.2f)\n", median(ratios), sortedRatios.front(),
                sortedRatios.back());
    std::printf("  a measurement reads it twice: %.2f ms with the planted files\n", 2 * median(floodedTimes) / 1e3);
    return 0;
}
