#include "sessionmerge.h"

#include <QSet>

namespace cm {

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
                drive.id = QStringLiteral("%1-%2").arg(id).arg(n);
            ids.insert(drive.id);
            merged.drives.append(drive);
        }
    }
    return merged;
}

} // namespace cm
