// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemstate.h"

#include <algorithm>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

namespace cm::test {
namespace {

bool isBelow(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

QString readTrimmed(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed() : QString();
}

// "PID (NAME) STATE PPID PGRP ...", a process's or one of its threads'.
std::optional<ProcessState> stateFromStat(const QString &statPath)
{
    QFile file(statPath);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // The name may hold blanks and parentheses.
    const QByteArray line = file.readAll();
    const qsizetype open = line.indexOf('('), close = line.lastIndexOf(')');
    if (open < 0 || close < open)
        return std::nullopt;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 3 || fields[0].isEmpty())
        return std::nullopt;
    return ProcessState{QString::fromLocal8Bit(line.mid(open + 1, close - open - 1)), fields[0].at(0),
                        pid_t(fields[1].toInt()), pid_t(fields[2].toInt())};
}

} // namespace

QStringList mountsBelow(const QString &folder)
{
    QStringList mounts;
    const QStringList lines = readTrimmed(QStringLiteral("/proc/self/mountinfo")).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        // Field 5 is the mount point, blanks escaped as \040.
        QString mountPoint = line.section(QLatin1Char(' '), 4, 4);
        mountPoint.replace(QStringLiteral("\\040"), QStringLiteral(" "));
        if (isBelow(mountPoint, folder))
            mounts << mountPoint;
    }
    return mounts;
}

QStringList loopDevicesBackedBelow(const QString &folder)
{
    QStringList devices;
    const QStringList loops = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")}, QDir::Dirs);
    for (const QString &loop : loops) {
        const QString backing = readTrimmed(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loop));
        if (!backing.isEmpty() && isBelow(backing, folder))
            devices << loop;
    }
    return devices;
}

std::optional<ProcessState> processState(pid_t pid)
{
    return stateFromStat(QStringLiteral("/proc/%1/stat").arg(pid));
}

bool waitUntilStopped(pid_t pid, int timeoutMs)
{
    const QString tasks = QStringLiteral("/proc/%1/task").arg(pid);
    const auto allStopped = [&] {
        const QStringList threads = QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        return !threads.isEmpty() && std::all_of(threads.begin(), threads.end(), [&](const QString &thread) {
            const std::optional<ProcessState> state
                = stateFromStat(tasks + QLatin1Char('/') + thread + QStringLiteral("/stat"));
            return state && state->state == 'T';
        });
    };
    QElapsedTimer waited;
    waited.start();
    while (!allStopped()) {
        if (waited.elapsed() > timeoutMs)
            return false;
        QThread::msleep(1);
    }
    return true;
}

pid_t childNamed(pid_t parent, const QString &name)
{
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isNumber = false;
        const pid_t pid = pid_t(entry.toInt(&isNumber));
        if (!isNumber)
            continue;
        const std::optional<ProcessState> state = processState(pid);
        if (state && state->parent == parent && state->name == name)
            return pid;
    }
    return 0;
}

} // namespace cm::test
