// SPDX-License-Identifier: GPL-3.0-or-later
// What the copier benchmark programs share: data written on the drive,
// cold caches, and a copier or a command timed with its CPU time.
#pragma once

#include "util/status.h"
#include "util/units.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace bench {

struct Timing
{
    QString tool;
    double seconds = 0.0;
    qint64 bytes = 0;
    qint64 files = 0;
    double cpuSeconds = 0.0; // user + system time of the copier or the command
    qint64 pageFaults = 0;   // minor faults: a fresh buffer's pages, faulted in one by one
    double mbps() const { return seconds > 0 ? double(bytes) / seconds / 1e6 : 0.0; }
};

// Prints the program's name and `message`, and ends it with status 1.
[[noreturn]] void die(const QString &message);
// die() on a failure.
void check(const cm::Status &status);
// User and system seconds so far of this process (RUSAGE_SELF), or of its
// waited-for children (RUSAGE_CHILDREN).
double cpuSeconds(int who);
qint64 pageFaults(int who);
// Drops every cache (as root), else evicts the folder's files.
void makeCold(const QString &folder, bool cold);
// `count` files of `fileBytes` random bytes, 1,000 to a folder; flushed.
void writeSmallFiles(const QString &root, int count, qint64 fileBytes);
// One file of random bytes; flushed.
void writeBigFile(const QString &path, qint64 bytes);
// CompressMark's copier `name` (as --copier names it) copies `from` to
// `to`, which is removed afterwards.
Timing timeCopier(const QString &name, const QString &from, const QString &to, bool cold, qint64 blockBytes);
double median(QList<double> values);

// What fio measured of `file` (the "read" object of its JSON: bw_bytes,
// iops, ...), read directly (O_DIRECT) with `pattern` (read, randread) in
// blocks of `blockKiB` at `depth` through `engine` (libaio, io_uring), for
// at most `seconds`.
struct FioRead
{
    QString pattern;
    int blockKiB = 0;
    int depth = 1;
    QString engine;
    int seconds = 10;
};
QJsonObject fioRead(const QString &file, qint64 bytes, const FioRead &how);
// The process's peak resident memory so far.
qint64 peakResidentKiB();

} // namespace bench
