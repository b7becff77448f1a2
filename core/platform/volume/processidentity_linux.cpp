// SPDX-License-Identifier: GPL-3.0-or-later
// Process identity on Linux: /proc.
#include "processidentity.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <unistd.h>

namespace cm {
namespace {

QByteArray readSmallFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(4096) : QByteArray();
}

} // namespace

QString currentBootId()
{
    return QString::fromLatin1(readSmallFile(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
}

// Field 22 of /proc/PID/stat; 0 when the process does not exist. The command
// name (field 2) may hold blanks and parentheses, so count after its last ')'.
qint64 processStartTime(qint64 pid)
{
    const QByteArray stat = readSmallFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype nameEnd = stat.lastIndexOf(')');
    if (nameEnd < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(nameEnd + 2).split(' ');
    constexpr int StartTimeAfterName = 22 - 3; // fields 3.. follow the name
    return fields.size() > StartTimeAfterName ? fields.at(StartTimeAfterName).toLongLong() : 0;
}

qint64 currentProcessId()
{
    return ::getpid();
}

} // namespace cm
