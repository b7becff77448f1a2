// SPDX-License-Identifier: GPL-3.0-or-later
// The least work a copy of cold 4 KiB files costs on this machine, beside
// the uring copier and the drive's own 4 KiB reads, so that a copier's
// share of the drive's limit can be judged against what the processor
// allows at all. The floor is no copier: it wrote the files and knows each
// holds 4 KiB, so every file is one chain of requests on one io_uring
// (open, create, read 4 KiB, write 4 KiB, close both), nothing learned on
// the way and nothing checked; it also reads alone (open, read, close).
// CPU time is the whole machine's (/proc/stat), so that the kernel's
// workers and interrupts count wherever they ran. The contenders take
// turns, the order rotating round by round. A program to run by hand, as
// root (caches are dropped before every timing), not a test:
//
//   compressmark_copyfloor_bench DRIVE_FOLDER RAM_FOLDER [--small 50000] [--rounds 5] [--depth 32]
#include "copytimings.h"

#include "copy/copierfactory.h"
#include "fs/saferemove.h"
#include "util/uniquefd.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <liburing.h>
#include <memory>
#include <unistd.h>
#include <vector>

using namespace bench;
using namespace cm;

namespace {

QTextStream out(stdout);
constexpr unsigned FileBytes = 4096;

// Busy seconds of every CPU so far: all time but idle and waiting for I/O.
double machineBusySeconds()
{
    QFile stat(QStringLiteral("/proc/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        die(QStringLiteral("cannot read /proc/stat"));
    const QList<QByteArray> fields = stat.readLine().simplified().split(' ');
    double busy = 0.0;
    for (qsizetype i = 1; i < std::min<qsizetype>(fields.size(), 9); ++i) {
        if (i != 4 && i != 5) // idle, iowait
            busy += fields[i].toDouble();
    }
    return busy / double(sysconf(_SC_CLK_TCK));
}

struct Pass
{
    double seconds = 0.0;
    qint64 files = 0;
    double busySeconds = 0.0;
};

struct FloorFile
{
    int folder = 0; // index into the held folders
    QByteArray name;
};

// The small files' folders held open, and every file in them.
struct FloorTree
{
    std::vector<UniqueFd> folders;
    QByteArrayList folderNames;
    std::vector<FloorFile> files;
};

FloorTree listTree(const QString &root)
{
    FloorTree tree;
    const QStringList folders = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &folder : folders) {
        const QString path = root + QLatin1Char('/') + folder;
        tree.folders.emplace_back(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY));
        tree.folderNames << QFile::encodeName(folder);
        for (const QString &name : QDir(path).entryList(QDir::Files, QDir::Unsorted))
            tree.files.push_back({int(tree.folders.size() - 1), QFile::encodeName(name)});
    }
    return tree;
}

// One pass of the floor: `depth` files in flight, each one chain. With
// `to` empty, the files are read only.
Pass floorPass(const FloorTree &tree, const QString &to, unsigned depth)
{
    std::vector<UniqueFd> targets;
    for (const QByteArray &folder : tree.folderNames) {
        if (to.isEmpty())
            break;
        const QByteArray path = QFile::encodeName(to) + '/' + folder;
        QDir().mkpath(QFile::decodeName(path));
        targets.emplace_back(::open(path.constData(), O_PATH | O_DIRECTORY));
    }
    const bool copy = !targets.empty();
    io_uring ring{};
    if (io_uring_queue_init(8 * depth, &ring, 0) < 0 || io_uring_register_files_sparse(&ring, 2 * depth) < 0)
        die(QStringLiteral("io_uring cannot be set up here"));
    unsigned workers[2] = {depth, depth};
    io_uring_register_iowq_max_workers(&ring, workers);
    std::unique_ptr<char, decltype(&std::free)> buffers(static_cast<char *>(
                                                            std::aligned_alloc(FileBytes, size_t(depth) * FileBytes)),
                                                        &std::free);
    std::vector<int> idle(depth), left(depth);
    for (unsigned slot = 0; slot < depth; ++slot)
        idle[slot] = int(slot);
    const int requestsPerFile = copy ? 6 : 3;
    size_t next = 0;
    qint64 done = 0;
    qint64 failed = 0;
    const double busyBefore = machineBusySeconds();
    QElapsedTimer timer;
    timer.start();
    while (done < qint64(tree.files.size())) {
        while (!idle.empty() && next < tree.files.size()) {
            const int slot = idle.back();
            idle.pop_back();
            const FloorFile &file = tree.files[next++];
            char *buffer = buffers.get() + size_t(slot) * FileBytes;
            const unsigned source = unsigned(2 * slot);
            const unsigned target = source + 1;
            // A request's flags after its preparation, which clears them.
            auto queue = [&](io_uring_sqe *sqe, unsigned flags) {
                io_uring_sqe_set_data64(sqe, quint64(slot));
                sqe->flags |= flags;
            };
            io_uring_sqe *sqe = io_uring_get_sqe(&ring);
            io_uring_prep_openat_direct(sqe, tree.folders[size_t(file.folder)].get(), file.name.constData(), O_RDONLY,
                                        0, source);
            queue(sqe, IOSQE_IO_LINK);
            if (copy) {
                sqe = io_uring_get_sqe(&ring);
                io_uring_prep_openat_direct(sqe, targets[size_t(file.folder)].get(), file.name.constData(),
                                            O_WRONLY | O_CREAT | O_EXCL, 0644, target);
                queue(sqe, IOSQE_IO_LINK);
            }
            sqe = io_uring_get_sqe(&ring);
            io_uring_prep_read(sqe, int(source), buffer, FileBytes, 0);
            queue(sqe, IOSQE_FIXED_FILE | IOSQE_IO_LINK);
            if (copy) {
                sqe = io_uring_get_sqe(&ring);
                io_uring_prep_write(sqe, int(target), buffer, FileBytes, 0);
                queue(sqe, IOSQE_FIXED_FILE | IOSQE_IO_LINK);
                sqe = io_uring_get_sqe(&ring);
                io_uring_prep_close_direct(sqe, target);
                queue(sqe, IOSQE_IO_LINK);
            }
            sqe = io_uring_get_sqe(&ring);
            io_uring_prep_close_direct(sqe, source);
            queue(sqe, 0);
            left[size_t(slot)] = requestsPerFile;
        }
        io_uring_submit_and_wait(&ring, 1);
        io_uring_cqe *cqe = nullptr;
        unsigned head = 0;
        unsigned seen = 0;
        io_uring_for_each_cqe(&ring, head, cqe)
        {
            const auto slot = size_t(cqe->user_data);
            failed += cqe->res < 0 ? 1 : 0;
            if (--left[slot] == 0) {
                idle.push_back(int(slot));
                ++done;
            }
            ++seen;
        }
        io_uring_cq_advance(&ring, seen);
    }
    const Pass pass{double(timer.nsecsElapsed()) / 1e9, done, machineBusySeconds() - busyBefore};
    io_uring_queue_exit(&ring);
    if (failed > 0)
        die(QStringLiteral("the floor's requests failed %1 times: are the files all of 4 KiB?").arg(failed));
    return pass;
}

Pass copierPass(const QString &copierName, const QString &from, const QString &to)
{
    CopierChoice choice;
    QString error;
    if (!CopierChoice::parse(copierName, &choice, &error))
        die(error);
    const auto copier = makeCopier(choice, MiB, false);
    TransferCounters counters;
    Cancellation cancel;
    const double busyBefore = machineBusySeconds();
    QElapsedTimer timer;
    timer.start();
    check(copier->copyTree(QFile::encodeName(from), QFile::encodeName(to), counters, cancel));
    return {double(timer.nsecsElapsed()) / 1e9, counters.files.load(), machineBusySeconds() - busyBefore};
}

QString spread(QList<double> values, int decimals = 0)
{
    std::sort(values.begin(), values.end());
    return QStringLiteral("%1 (%2-%3)")
        .arg(QString::number(median(values), 'f', decimals), QString::number(values.first(), 'f', decimals),
             QString::number(values.last(), 'f', decimals));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int smallFiles = 50000;
    int rounds = 5;
    unsigned depth = 32;
    for (qsizetype i = 0; i + 1 < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--small"))
            smallFiles = std::max(1, arguments.takeAt(i + 1).toInt());
        else if (arguments[i] == QLatin1String("--rounds"))
            rounds = std::max(1, arguments.takeAt(i + 1).toInt());
        else if (arguments[i] == QLatin1String("--depth"))
            depth = unsigned(std::clamp(arguments.takeAt(i + 1).toInt(), 1, 1024));
        else
            continue;
        arguments.removeAt(i--);
    }
    if (arguments.size() != 2)
        die(QStringLiteral("usage: compressmark_copyfloor_bench DRIVE_FOLDER RAM_FOLDER [--small 50000] [--rounds 5] "
                           "[--depth 32]"));
    const QString drive = QDir(arguments[0]).absoluteFilePath(QStringLiteral("copyfloor-bench"));
    const QString to = QDir(arguments[1]).absoluteFilePath(QStringLiteral("copyfloor-bench"));
    if (QFile::exists(drive) || QFile::exists(to))
        die(QStringLiteral("remove the copyfloor-bench folders from an earlier run first"));
    const QString small = drive + QStringLiteral("/small");
    writeSmallFiles(small, smallFiles, FileBytes);
    const QString limitFile = drive + QStringLiteral("/limit.bin"); // as many bytes, for fio
    const qint64 bytes = qint64(smallFiles) * FileBytes;
    writeBigFile(limitFile, bytes);
    const FloorTree tree = listTree(small);

    const QStringList contenders{QStringLiteral("floor, copy"), QStringLiteral("floor, read only"),
                                 QStringLiteral("uring:%1").arg(depth), QStringLiteral("fio")};
    QHash<QString, QList<Pass>> passes;
    for (int round = 0; round < rounds; ++round) {
        for (qsizetype turn = 0; turn < contenders.size(); ++turn) {
            const QString &contender = contenders[(round + turn) % contenders.size()];
            if (contender == QLatin1String("fio")) {
                makeCold(limitFile, true);
                const double iops = fioRead(limitFile, bytes,
                                            {QStringLiteral("randread"), 4, 32, QStringLiteral("io_uring"),
                                             10})[QStringLiteral("iops")]
                                        .toDouble();
                passes[contender].append({1.0, qint64(iops), 0.0});
                continue;
            }
            makeCold(small, true);
            if (contender.startsWith(QLatin1String("floor")))
                passes[contender].append(
                    floorPass(tree, contender.endsWith(QLatin1String("copy")) ? to : QString(), depth));
            else
                passes[contender].append(copierPass(contender, small, to));
            if (QFile::exists(to))
                check(removeTreeNoFollow(QFile::encodeName(to)));
        }
    }

    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    out << QStringLiteral("%1 cold files of 4 KiB, drive -> RAM disk, %2 in flight, %3 rounds, %4 CPUs; median "
                          "(range)\n")
               .arg(QString::number(smallFiles), QString::number(depth), QString::number(rounds),
                    QString::number(cores));
    for (const QString &contender : contenders.mid(0, 3)) {
        QList<double> rates, shares, cpuMicroseconds, ceilings;
        for (int round = 0; round < rounds; ++round) {
            const Pass &pass = passes[contender][round];
            const double rate = double(pass.files) / pass.seconds;
            const double limit = double(passes[QStringLiteral("fio")][round].files);
            const double perFile = pass.busySeconds / double(pass.files);
            rates.append(rate);
            shares.append(rate / limit * 100.0);
            cpuMicroseconds.append(perFile * 1e6);
            ceilings.append(double(cores) / perFile / limit * 100.0); // every CPU busy at this cost per file
        }
        out << QStringLiteral("  %1 files/s %2, %3 % of fio's 4 KiB reads at QD32; CPU %4 µs a file, so the CPUs "
                              "allow at most %5 % of QD32\n")
                   .arg(contender.leftJustified(17), spread(rates), spread(shares), spread(cpuMicroseconds, 1),
                        spread(ceilings));
    }
    QList<double> limits;
    for (const Pass &pass : passes[QStringLiteral("fio")])
        limits.append(double(pass.files));
    out << QStringLiteral("  the drive (fio, io_uring, direct): 4 KiB reads/s at QD32 %1\n").arg(spread(limits));
    check(removeTreeNoFollow(QFile::encodeName(drive)));
    return 0;
}
