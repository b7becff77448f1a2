// SPDX-License-Identifier: GPL-3.0-or-later
#include "interference.h"

#include "session/session.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace cm::Interference {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Interference)
};

// What the run itself reads from the drive.
qint64 expectedRead(const RunSurroundings &run)
{
    switch (run.operation) {
    case Operation::Read:
    case Operation::Copy:
    case Operation::Pack:
    case Operation::SmallFiles:
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        return run.storedBytes;
    case Operation::Unpack: // the tar file, stored plainly
        return run.logicalBytes;
    case Operation::Write:
    case Operation::Delete:
        return 0;
    }
    return run.storedBytes;
}

// What the run itself writes to the drive.
qint64 expectedWritten(const RunSurroundings &run)
{
    switch (run.operation) {
    case Operation::Write:
    case Operation::Copy:
        return run.writtenStoredBytes.value_or(run.logicalBytes);
    case Operation::Pack:
    case Operation::Unpack:
        return run.logicalBytes;
    case Operation::Read:
    case Operation::Delete:
    case Operation::SmallFiles:
    case Operation::RandomReadsDepth1:
    case Operation::RandomReadsDepth32:
    case Operation::SequentialDirect:
        return 0;
    }
    return 0;
}

QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / 1e6, 'f', 0);
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0);
}

} // namespace

QStringList reasons(const RunSurroundings &run)
{
    QStringList found;
    if (run.drive) {
        const qint64 read = expectedRead(run);
        const qint64 readBeyond = run.drive->bytesRead - read;
        if (readBeyond > SlackBytes + qint64(ReadSlackShare * double(read)))
            found << Text::tr("the drive read %1 MB beyond the run's own %2 MB: another program used it")
                         .arg(megabytes(readBeyond), megabytes(read));
        const qint64 written = expectedWritten(run);
        const qint64 writtenBeyond = run.drive->bytesWritten - written;
        if (writtenBeyond
            > SlackBytes + qint64(WriteSlackShare * double(run.logicalBytes) + WrittenSlackShare * double(written)))
            found << Text::tr("the drive wrote %1 MB beyond the run's own %2 MB: another program used it")
                         .arg(megabytes(writtenBeyond), megabytes(written));
    }
    if (run.machine.available && run.seconds > 0 && run.machine.totalSeconds > 0) {
        // The CPUs' total time over the run: seconds times the CPUs online.
        const double cpuSeconds = run.machine.totalSeconds;
        const double otherUser = run.machine.userSeconds - run.ownUserSeconds;
        if (otherUser > LeastSeconds && otherUser > OtherUserShare * cpuSeconds)
            found << Text::tr("other programs used %1 % of the CPU").arg(percent(otherUser / cpuSeconds));
        if (run.machine.stealSeconds > LeastSeconds && run.machine.stealSeconds > StealShare * cpuSeconds)
            found << Text::tr("the hypervisor took %1 % of the CPU (steal time)")
                         .arg(percent(run.machine.stealSeconds / cpuSeconds));
    }
    // Named first: they explain what the counters show. A session keeps
    // MostInterferenceReasons a run: the runs beyond the room are counted.
    QStringList runs;
    const qsizetype room = RunRecord::MostInterferenceReasons - found.size();
    const qsizetype named = run.otherRuns.size() <= room ? room : room - 1;
    for (const QString &other : run.otherRuns.first(std::min(named, run.otherRuns.size())))
        runs << Text::tr("another CompressMark run (%1) measured the same drive or RAM disk").arg(other);
    if (const qsizetype more = run.otherRuns.size() - runs.size(); more > 0)
        runs << Text::tr("%n more CompressMark run(s) measured the same drive or RAM disk", nullptr, int(more));
    return runs + found;
}

} // namespace cm::Interference
