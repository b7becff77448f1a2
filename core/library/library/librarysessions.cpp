// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarysessions.h"

#include "publish/publishedplan.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibrarySessions)
};

QString dayOf(const Session &point)
{
    return point.created.isValid() ? point.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd"))
                                   : Text::tr("undated");
}

// Each point's name: its day, with the time where another point shares it.
QStringList pointNames(const QList<Session> &points)
{
    QHash<QString, int> perDay;
    for (const Session &point : points)
        ++perDay[dayOf(point)];
    QStringList names;
    QSet<QString> used;
    for (const Session &point : points) {
        QString name = dayOf(point);
        if (perDay.value(name) > 1 && point.created.isValid())
            name = point.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        const QString plain = name;
        for (int n = 2; used.contains(name); ++n)
            name = QStringLiteral("%1 (%2)").arg(plain, QString::number(n));
        used.insert(name);
        names.append(name);
    }
    return names;
}

} // namespace

Status sessionsOfDrives(const QList<LibraryDrive> &drives, QList<Session> *sessions)
{
    sessions->clear();
    QHash<QString, Session> loaded; // several drives of one file read it once
    for (const LibraryDrive &drive : drives) {
        if (!loaded.contains(drive.sessionPath)) {
            Session session;
            if (Status status = loadSession(drive.sessionPath, &session); !status)
                return status;
            loaded.insert(drive.sessionPath, session);
        }
        Session one = loaded.value(drive.sessionPath);
        const auto found = std::find_if(one.drives.cbegin(), one.drives.cend(),
                                        [&drive](const DriveRecord &record) { return record.id == drive.driveId; });
        if (found == one.drives.cend())
            return Status::failure(
                Text::tr("%1 no longer holds the drive %2; 'compressmark library list' reads it again")
                    .arg(shownPath(drive.sessionPath), drive.driveId));
        const DriveRecord record = *found;
        one.drives = {record};
        sessions->append(one);
    }
    return Status::ok();
}

Session historySession(const QList<Session> &points)
{
    const QStringList names = pointNames(points);
    QList<Session> labelled = points;
    for (qsizetype i = 0; i < labelled.size(); ++i) {
        for (DriveRecord &drive : labelled[i].drives)
            drive.label = names.value(i);
    }
    return mergeSessions(labelled);
}

QStringList historyChanges(const QList<Session> &points)
{
    const QStringList names = pointNames(points);
    QStringList lines;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const Session &before = points[i - 1];
        const Session &after = points[i];
        if (before.drives.isEmpty() || after.drives.isEmpty())
            continue;
        QStringList changes;
        // Measurements linked into one history may differ in the drive itself.
        const VolumeInfo &was = before.drives.constFirst().source;
        const VolumeInfo &is = after.drives.constFirst().source;
        if (was.model.value_or(QString()) != is.model.value_or(QString()))
            changes.append(Text::tr("model %1 → %2").arg(was.model.value_or(QString()), is.model.value_or(QString())));
        if (was.serial.value_or(QString()) != is.serial.value_or(QString()))
            changes.append(
                Text::tr("serial %1 → %2").arg(was.serial.value_or(QString()), is.serial.value_or(QString())));
        for (const PublishedDifference &difference :
             differencesFromPublished(before, before.drives.constFirst(), after, after.drives.constFirst()))
            changes.append(Text::tr("%1 %2 → %3").arg(difference.what, difference.published, difference.here));
        if (!changes.isEmpty())
            lines.append(QStringLiteral("%1 → %2: %3").arg(names[i - 1], names[i], changes.join(QStringLiteral("; "))));
    }
    return lines;
}

} // namespace cm
