// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspaceowner.h"

#include "volume/processidentity.h"

#include <QFile>
#include <QSysInfo>
#include <QList>

namespace cm {
namespace {

constexpr char MarkerTitle[] = "CompressMark workspace; safe to delete once its process has ended\n";

} // namespace

WorkspaceOwner WorkspaceOwner::ofThisProcess()
{
    WorkspaceOwner owner;
    owner.pid = currentProcessId();
    owner.processStartTicks = processStartTime(owner.pid);
    owner.bootId = currentBootId();
    owner.host = QSysInfo::machineHostName();
    owner.created = QDateTime::currentDateTimeUtc();
    return owner;
}

QByteArray WorkspaceOwner::toMarkerText() const
{
    return QByteArray(MarkerTitle) + "pid=" + QByteArray::number(pid)
        + "\nprocessStart=" + QByteArray::number(processStartTicks) + "\nboot=" + bootId.toLatin1()
        + "\nhost=" + host.toUtf8() + "\ncreated=" + created.toString(Qt::ISODate).toLatin1() + '\n';
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
    const qint64 startTicks = processStartTime(pid);
    return startTicks != 0 && startTicks == processStartTicks;
}

} // namespace cm
