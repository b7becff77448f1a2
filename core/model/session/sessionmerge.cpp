// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionmerge.h"

#include "session/sessionjson.h"

#include <QSet>

namespace cm {
namespace {

const DriveRecord *findDrive(const Session &session, const QString &id)
{
    for (const DriveRecord &drive : session.drives)
        if (drive.id == id)
            return &drive;
    return nullptr;
}

bool sameDrive(const DriveRecord &a, const DriveRecord &b)
{
    return driveToJson(a) == driveToJson(b);
}

// "d3" for the first of d1, d2, ... not in `used`.
QString freeDriveId(const QSet<QString> &used)
{
    for (qsizetype n = 1;; ++n) {
        const QString id = QStringLiteral("d%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}

} // namespace

Session mergeSessions(const QList<Session> &sessions)
{
    Session merged;
    if (sessions.isEmpty())
        return merged;
    merged.machine = sessions.constFirst().machine;
    merged.extra = sessions.constFirst().extra;
    merged.created = sessions.constFirst().created;
    QSet<QString> ids;
    for (const Session &session : sessions) {
        if (session.created.isValid() && (!merged.created.isValid() || session.created < merged.created))
            merged.created = session.created;
        for (DriveRecord drive : session.drives) {
            const QString id = drive.id;
            for (int n = 2; ids.contains(drive.id); ++n)
                drive.id = QStringLiteral("%1-%2").arg(id, QString::number(n));
            ids.insert(drive.id);
            merged.drives.append(drive);
        }
    }
    return merged;
}

Session mergeEdits(const Session &mine, const Session &base, const Session &onDisk)
{
    Session merged = mine;
    merged.drives.clear();
    QSet<QString> used;
    for (const Session *session : {&mine, &onDisk})
        for (const DriveRecord &drive : session->drives)
            used.insert(drive.id);
    for (DriveRecord drive : mine.drives) {
        const DriveRecord *before = findDrive(base, drive.id);
        const DriveRecord *now = findDrive(onDisk, drive.id);
        if (before && now && sameDrive(*before, drive)) {
            drive = *now;
        } else if (!before && now && !sameDrive(*now, drive)) {
            drive.id = freeDriveId(used);
            used.insert(drive.id);
        }
        merged.drives.append(drive);
    }
    for (const DriveRecord &drive : onDisk.drives) {
        if (!findDrive(base, drive.id) && !findDrive(merged, drive.id))
            merged.drives.append(drive);
    }
    return merged;
}

} // namespace cm
