// SPDX-License-Identifier: GPL-3.0-or-later
#include "copytimings.h"

#include "cache/pagecache.h"
#include "copy/copierfactory.h"
#include "fs/filewriter_linux.h"
#include "fs/saferemove.h"
#include "util/random.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

using namespace cm;

namespace bench {

void die(const QString &message)
{
    QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << '\n';
    std::exit(1);
}

void check(const Status &status)
{
    if (!status)
        die(status.message());
}

double cpuSeconds(int who)
{
    rusage usage{};
    ::getrusage(who, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

qint64 pageFaults(int who)
{
    rusage usage{};
    ::getrusage(who, &usage);
    return usage.ru_minflt;
}

void makeCold(const QString &folder, bool cold)
{
    if (!cold)
        return;
    if (!PageCache::dropAllCaches(Privileges::ofThisProcess()))
        check(PageCache::evictTree(QFile::encodeName(folder)));
}

void writeSmallFiles(const QString &root, int count, qint64 fileBytes)
{
    Random random(42);
    QByteArray content(fileBytes, Qt::Uninitialized);
    QDir().mkpath(root);
    for (int i = 0; i < count; ++i) {
        const QString folder = root + QStringLiteral("/d%1").arg(i / 1000, 4, 10, QLatin1Char('0'));
        if (i % 1000 == 0)
            QDir().mkpath(folder);
        for (qint64 w = 0; w + 8 <= fileBytes; w += 8) {
            const quint64 word = random.next();
            std::memcpy(content.data() + w, &word, 8);
        }
        check(writeNewFile(QFile::encodeName(folder + QStringLiteral("/f%1.bin").arg(i)), content));
    }
    ::sync();
}

void writeBigFile(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        die(file.errorString());
    Random random(7);
    QByteArray block(8 * MiB, Qt::Uninitialized);
    for (qint64 done = 0; done < bytes; done += block.size()) {
        for (qsizetype w = 0; w + 8 <= block.size(); w += 8) {
            const quint64 word = random.next();
            std::memcpy(block.data() + w, &word, 8);
        }
        file.write(block.constData(), std::min<qint64>(block.size(), bytes - done));
    }
    file.close();
    ::sync();
}

Timing timeCopier(const QString &name, const QString &from, const QString &to, bool cold, qint64 blockBytes)
{
    CopierChoice choice;
    QString error;
    if (!CopierChoice::parse(name, &choice, &error))
        die(error);
    makeCold(from, cold);
    const auto copier = makeCopier(choice, blockBytes, false);
    TransferCounters counters;
    Cancellation cancel;
    const double cpuBefore = cpuSeconds(RUSAGE_SELF);
    const qint64 faultsBefore = pageFaults(RUSAGE_SELF);
    QElapsedTimer timer;
    timer.start();
    check(copier->copyTree(QFile::encodeName(from), QFile::encodeName(to), counters, cancel));
    Timing timing{QStringLiteral("compressmark ") + name,
                  double(timer.nsecsElapsed()) / 1e9,
                  counters.bytes.load(),
                  counters.files.load(),
                  cpuSeconds(RUSAGE_SELF) - cpuBefore,
                  pageFaults(RUSAGE_SELF) - faultsBefore};
    check(removeTreeNoFollow(QFile::encodeName(to)));
    return timing;
}

QJsonObject fioRead(const QString &file, qint64 bytes, const FioRead &how)
{
    QProcess fio;
    fio.start(QStringLiteral("fio"),
              {QStringLiteral("--name=bench"), QStringLiteral("--filename=") + file,
               QStringLiteral("--rw=") + how.pattern, QStringLiteral("--bs=%1k").arg(how.blockKiB),
               QStringLiteral("--iodepth=%1").arg(how.depth), QStringLiteral("--direct=1"),
               QStringLiteral("--ioengine=") + how.engine, QStringLiteral("--readonly"),
               QStringLiteral("--size=%1").arg(bytes), QStringLiteral("--runtime=%1").arg(how.seconds),
               QStringLiteral("--output-format=json")});
    if (!fio.waitForFinished(300000) || fio.exitCode() != 0)
        die(QStringLiteral("fio failed: ") + QString::fromLocal8Bit(fio.readAllStandardError()));
    return QJsonDocument::fromJson(fio.readAllStandardOutput())[QStringLiteral("jobs")][0]
        .toObject()[QStringLiteral("read")]
        .toObject();
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n == 0 ? 0.0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

qint64 peakResidentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    status.open(QIODevice::ReadOnly);
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace bench
