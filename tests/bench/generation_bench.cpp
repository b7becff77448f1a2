// SPDX-License-Identifier: GPL-3.0-or-later
// How fast data sets are generated; not a test, run it by hand:
//
//   compressmark_generation_bench FOLDER [SIZE]
//
// For each kind it prints the CPU side (content made on all cores and
// thrown away into /dev/null: nothing touches a drive), also per second of
// CPU time (what one core does, whatever else the machine is busy with),
// and the whole generation into FOLDER, without and with the final sync,
// in MB/s (10^6 bytes per second). SIZE is per data set, 64M by default.
#include "datasets/booksgenerator.h"
#include "datasets/datasetgenerator.h"
#include "datasets/imagegenerator.h"
#include "datasets/photosgenerator.h"
#include "datasets/randombytes.h"
#include "datasets/smallfilesgenerator.h"
#include "datasets/systemgenerator.h"
#include "datasets/treecopy.h"
#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "plan/plan.h"
#include "util/uniquefd.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <unistd.h>

using namespace cm;

namespace {

double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

double cpuSeconds()
{
    timespec now{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

struct Rates
{
    double wallMBps = 0.0;
    double cpuMBps = 0.0; // per second of CPU time: one core's worth
};

// Incompressible bytes from one core, and from every core at once.
void benchRandomFill()
{
    constexpr qint64 Total = 2 * GiB;
    QByteArray buffer(4 * MiB, Qt::Uninitialized);
    Random random(1);
    QElapsedTimer timer;
    timer.start();
    double cpu = cpuSeconds();
    for (qint64 done = 0; done < Total; done += buffer.size())
        fillRandom(random, buffer.data(), buffer.size());
    std::printf("%-28s %10.0f MB/s  (%.0f MB per CPU second)\n", "random fill, 1 thread",
                megabytesPerSecond(Total, seconds(timer)), megabytesPerSecond(Total, cpuSeconds() - cpu));

    const int threads = QThread::idealThreadCount();
    QList<int> workers(threads);
    timer.restart();
    cpu = cpuSeconds();
    QtConcurrent::blockingMap(workers, [&](int &) {
        QByteArray own(4 * MiB, Qt::Uninitialized);
        Random stream{quint64(quintptr(QThread::currentThreadId()))};
        for (qint64 done = 0; done < Total / threads; done += own.size())
            fillRandom(stream, own.data(), own.size());
    });
    std::printf("%-28s %10.0f MB/s  (%.0f MB per CPU second)\n",
                qPrintable(QStringLiteral("random fill, %1 threads").arg(threads)),
                megabytesPerSecond(Total / threads * threads, seconds(timer)),
                megabytesPerSecond(Total / threads * threads, cpuSeconds() - cpu));
}

// Produces every planned file on all cores into /dev/null.
Rates cpuSide(const QList<PlannedFile> &files, const FileProducer &produce)
{
    Cancellation cancel;
    std::atomic<qint64> bytes{0};
    QList<qsizetype> indexes(files.size());
    for (qsizetype i = 0; i < files.size(); ++i)
        indexes[i] = i;
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuSeconds();
    QtConcurrent::blockingMap(indexes, [&](qsizetype index) {
        NewFile null;
        if (!NewFile::openNullDevice(&null))
            return;
        FileSink sink(null, cancel);
        if (produce(index, files[index], sink))
            bytes += sink.bytesWritten();
    });
    return {megabytesPerSecond(bytes.load(), seconds(timer)), megabytesPerSecond(bytes.load(), cpuSeconds() - cpu)};
}

FileProducer fromContent(const ContentFunction &content)
{
    return [content](qsizetype index, const PlannedFile &file, FileSink &sink) {
        return sink.write(content(index, file));
    };
}

Rates cpuSideOf(const DataSetSpec &spec)
{
    if (spec.kind == QLatin1String(BooksGenerator::Kind))
        return cpuSide(BooksGenerator::planFiles(spec), fromContent([&spec](qsizetype i, const PlannedFile &f) {
                           return BooksGenerator::fileContent(spec, i, f);
                       }));
    if (spec.kind == QLatin1String(PhotosGenerator::Kind))
        return cpuSide(PhotosGenerator::planFiles(spec), fromContent([&spec](qsizetype i, const PlannedFile &f) {
                           return PhotosGenerator::fileContent(spec, i, f);
                       }));
    if (spec.kind == QLatin1String(SmallFilesGenerator::Kind))
        return cpuSide(SmallFilesGenerator::planFiles(spec), fromContent([&spec](qsizetype i, const PlannedFile &f) {
                           return SmallFilesGenerator::fileContent(spec, i, f);
                       }));
    if (spec.kind == QLatin1String(ImageGenerator::Kind)) {
        // Blocks of the one file, made on all cores as the writer could.
        QList<PlannedFile> blocks;
        for (qint64 offset = 0; offset < spec.bytes; offset += ImageGenerator::BlockBytes)
            blocks.append(PlannedFile{"block", std::min(ImageGenerator::BlockBytes, spec.bytes - offset)});
        return cpuSide(blocks, [&spec](qsizetype index, const PlannedFile &file, FileSink &sink) {
            QByteArray block(file.bytes, Qt::Uninitialized);
            ImageGenerator::fillBlock(spec, index, block.data(), block.size());
            return sink.write(block);
        });
    }
    if (spec.kind == QLatin1String(SystemGenerator::Kind)) {
        // Walking /usr and reading the sample (from the page cache after the first run).
        QElapsedTimer timer;
        timer.start();
        SystemGenerator::Sample sample;
        DataSetManifest manifest;
        Cancellation cancel;
        if (!SystemGenerator().planSample(spec, cancel, &sample, &manifest))
            return {};
        const double planSeconds = seconds(timer);
        const Rates read = cpuSide(sample.files, [&](qsizetype index, const PlannedFile &file, FileSink &sink) {
            if (sample.sources[index].isEmpty())
                return sink.write(SystemGenerator::generatedContent(spec, index, file));
            return copyFileInto(sample.sources[index], file.bytes, sink);
        });
        std::printf("%-28s %10.2f s to walk /usr/lib and /usr/share and pick the sample\n", "system plan", planSeconds);
        return read;
    }
    return {};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments.size() > 3) {
        std::fprintf(stderr, "usage: %s FOLDER [SIZE]\n", argv[0]);
        return 2;
    }
    const QString folder = QDir(arguments[1]).absolutePath();
    const qint64 bytes = arguments.size() == 3 ? parseSize(arguments[2]) : 64 * MiB;
    if (!QFileInfo(folder).isDir() || bytes <= 0) {
        std::fprintf(stderr, "%s: FOLDER must exist and SIZE be a size such as 64M\n", argv[0]);
        return 2;
    }
    std::printf("%d threads, %lld MiB per data set, writing into %s\n\n", QThread::idealThreadCount(), bytes / MiB,
                qPrintable(folder));
    benchRandomFill();
    std::printf("\n%-8s %14s %15s %14s %14s %7s %7s\n", "kind", "CPU side MB/s", "per CPU second", "write MB/s",
                "+sync MB/s", "zstd", "lz4");

    UniqueFd folderFd(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    for (const char *kind : {"books", "photos", "image", "small", "system"}) {
        const DataSetSpec spec{QString::fromLatin1(kind), bytes, 1};
        const Rates cpu = cpuSideOf(spec);

        const QString out = folder + QStringLiteral("/generation-bench-") + spec.kind;
        Cancellation cancel;
        DataSetManifest manifest;
        ::syncfs(folderFd.get());
        QElapsedTimer timer;
        timer.start();
        const Status status = makeDataSetGenerator(spec.kind)->generate(spec, out, cancel, &manifest);
        const double written = seconds(timer);
        ::syncfs(folderFd.get());
        const double synced = seconds(timer);
        if (const Status removed = removeTreeNoFollow(QFile::encodeName(out)); !removed)
            qFatal("%s", qPrintable(removed.message()));
        if (!status) {
            std::printf("%-8s failed: %s\n", kind, qPrintable(status.message()));
            continue;
        }
        std::printf("%-8s %14.0f %15.0f %14.0f %14.0f %7.2f %7.2f\n", kind, cpu.wallMBps, cpu.cpuMBps,
                    megabytesPerSecond(manifest.bytes, written), megabytesPerSecond(manifest.bytes, synced),
                    manifest.zstdRatio, manifest.lz4Ratio);
    }
    return 0;
}
