#include "workspaceowner.h"

#include <QFile>
#include <QSysInfo>
#include <QList>

#include <unistd.h>

namespace cm {
namespace {

constexpr char MarkerTitle[] = "CompressMark workspace; safe to delete once its process has ended\n";

QByteArray readSmallFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(4096) : QByteArray();
}

QString currentBootId()
{
    return QString::fromLatin1(readSmallFile(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
}

// Field 22 of /proc/PID/stat; 0 when the process does not exist. The command
// name (field 2) may hold blanks and parentheses, so count after its last ')'.
qint64 startTicksOfProcess(qint64 pid)
{
    const QByteArray stat = readSmallFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype nameEnd = stat.lastIndexOf(')');
    if (nameEnd < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(nameEnd + 2).split(' ');
    constexpr int StartTimeAfterName = 22 - 3; // fields 3.. follow the name
    return fields.size() > StartTimeAfterName ? fields.at(StartTimeAfterName).toLongLong() : 0;
}

} // namespace

WorkspaceOwner WorkspaceOwner::ofThisProcess()
{
    WorkspaceOwner owner;
    owner.pid = ::getpid();
    owner.processStartTicks = startTicksOfProcess(owner.pid);
    owner.bootId = currentBootId();
    owner.host = QSysInfo::machineHostName();
    owner.created = QDateTime::currentDateTimeUtc();
    return owner;
}

QByteArray WorkspaceOwner::toMarkerText() const
{
    return QByteArray(MarkerTitle) + "pid=" + QByteArray::number(pid) + "\nprocessStart="
        + QByteArray::number(processStartTicks) + "\nboot=" + bootId.toLatin1() + "\nhost=" + host.toUtf8()
        + "\ncreated=" + created.toString(Qt::ISODate).toLatin1() + '\n';
}

std::optional<WorkspaceOwner> WorkspaceOwner::fromMarkerText(const QByteArray &text)
{
    WorkspaceOwner owner;
    for (const QByteArray &line : text.split('\n')) {
        const qsizetype equals = line.indexOf('=');
        if (equals <= 0)
            continue;
        const QByteArray key = line.left(equals);
        const QByteArray value = line.mid(equals + 1).trimmed();
        if (key == "pid")
            owner.pid = value.toLongLong();
        else if (key == "processStart")
            owner.processStartTicks = value.toLongLong();
        else if (key == "boot")
            owner.bootId = QString::fromLatin1(value);
        else if (key == "host")
            owner.host = QString::fromUtf8(value);
        else if (key == "created")
            owner.created = QDateTime::fromString(QString::fromLatin1(value), Qt::ISODate);
    }
    if (owner.pid <= 0 || owner.bootId.isEmpty() || owner.host.isEmpty())
        return std::nullopt;
    return owner;
}

bool WorkspaceOwner::mayStillRun() const
{
    if (host != QSysInfo::machineHostName())
        return true;
    if (bootId != currentBootId())
        return false; // every process of an earlier boot has ended
    const qint64 startTicks = startTicksOfProcess(pid);
    return startTicks != 0 && startTicks == processStartTicks;
}

} // namespace cm
