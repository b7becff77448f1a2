// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionsaver.h"

#include "fs/fileid.h"
#include "fs/filelock.h"
#include "session/sessionfallback.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionSaver)
};

// "d3" for the first of d1, d2, ... that neither session uses.
QString freeDriveId(const Session &a, const Session &b)
{
    QSet<QString> used;
    for (const Session *session : {&a, &b})
        for (const DriveRecord &drive : session->drives)
            used.insert(drive.id);
    for (qsizetype n = a.drives.size() + 1;; ++n) {
        const QString id = QStringLiteral("d%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}

qsizetype indexOfDrive(const Session &session, const QString &id)
{
    for (qsizetype i = 0; i < session.drives.size(); ++i)
        if (session.drives[i].id == id)
            return i;
    return -1;
}

bool sameProcess(const WorkspaceOwner &a, const WorkspaceOwner &b)
{
    return a.pid == b.pid && a.processStartTicks == b.processStartTicks && a.bootId == b.bootId && a.host == b.host;
}

QByteArray driveBytes(const DriveRecord &drive)
{
    return QJsonDocument(driveToJson(drive)).toJson(QJsonDocument::Compact);
}

} // namespace

SessionSaver::SessionSaver(const QString &path, File file)
    : m_path(QDir::cleanPath(QDir().absoluteFilePath(path)))
    , m_file(file)
{
}

void SessionSaver::begin()
{
    m_fileAtStart = fileIdAt(m_path);
}

Status SessionSaver::save(const Session &session, QString *driveId)
{
    return write(session, false, driveId);
}

Status SessionSaver::claim(const Session &session, QString *driveId)
{
    return write(session, true, driveId);
}

Status SessionSaver::write(const Session &session, bool claiming, QString *driveId)
{
    Q_ASSERT(isEnabled() && !session.drives.isEmpty());
    if (const std::optional<WorkspaceOwner> &runningBy = session.drives.constLast().runningBy)
        m_runningBy = runningBy;
    FileLock lock;
    Session merged = session;
    QString id = session.drives.constLast().id;
    Status status = lockSessionFile(m_path, &lock);
    if (status)
        status = merge(session, claiming, &merged, &id);
    if (status)
        status = writeSessionFile(merged, m_path);
    if (!status) {
        // Refused to claim the drive: nothing was measured that could be lost.
        if (claiming)
            return status;
        readDriveInFile();
        return saveElsewhere(merged, runCount(session.drives.constLast()), status);
    }
    m_written = true;
    m_driveInFile = session.drives.constLast();
    m_driveInFile->id = id;
    // The file holds it all again: the copy made when it could not is stale.
    if (!m_fallbackPath.isEmpty()) {
        QFile::remove(m_fallbackPath);
        m_fallbackPath.clear();
    }
    *driveId = id;
    return Status::ok();
}

// What other processes saved into the file is the base; this run adds its
// drive, or replaces its own earlier copy, never another drive of its id.
Status SessionSaver::merge(const Session &session, bool claiming, Session *merged, QString *driveId)
{
    const bool shared = m_file == File::Shared || m_written || fileIdAt(m_path) != m_fileAtStart;
    if (!shared || !pathIsTaken(m_path))
        return Status::ok();
    DriveRecord own = session.drives.constLast();
    Session onDisk;
    if (Status status = loadSession(m_path, &onDisk); !status)
        return Status::failure(Text::tr("cannot add to session %1: %2").arg(shownPath(m_path), status.message()));
    // A claim takes over the drive of its id, once no live process measures it.
    const qsizetype index = claiming ? indexOfDrive(onDisk, own.id) : indexOfOwnDrive(onDisk);
    if (claiming && index >= 0) {
        if (const QString busy = driveInUse(onDisk.drives[index], m_path); !busy.isEmpty())
            return Status::failure(busy);
    }
    if (index >= 0)
        own.id = onDisk.drives[index].id;
    else if (indexOfDrive(onDisk, own.id) >= 0)
        own.id = freeDriveId(onDisk, session);
    own.origin.clear();
    *merged = std::move(onDisk);
    if (index >= 0)
        merged->drives[index] = own;
    else
        merged->drives.append(own);
    *driveId = own.id;
    return Status::ok();
}

qsizetype SessionSaver::indexOfOwnDrive(const Session &onDisk) const
{
    if (m_runningBy) {
        for (qsizetype i = 0; i < onDisk.drives.size(); ++i) {
            const std::optional<WorkspaceOwner> &runningBy = onDisk.drives[i].runningBy;
            if (runningBy && sameProcess(*runningBy, *m_runningBy))
                return i;
        }
    }
    if (m_driveInFile) {
        const qsizetype index = indexOfDrive(onDisk, m_driveInFile->id);
        if (index >= 0 && driveBytes(onDisk.drives[index]) == driveBytes(*m_driveInFile))
            return index;
    }
    return -1;
}

void SessionSaver::readDriveInFile()
{
    Session onDisk;
    const qsizetype index = pathIsTaken(m_path) && loadSession(m_path, &onDisk) ? indexOfOwnDrive(onDisk) : -1;
    if (index >= 0)
        m_driveInFile = onDisk.drives[index];
    else
        m_driveInFile.reset();
}

// The file cannot be written: the session goes to a fallback file, so that
// the measurements are not lost, and the failure says where they are.
Status SessionSaver::saveElsewhere(const Session &session, int runs, const Status &failure)
{
    if (Status saved = saveFallbackSession(session, m_path, &m_fallbackPath); !saved)
        return Status::failure(
            Text::tr("%1; nor could it be saved elsewhere: %2").arg(failure.message(), saved.message()));
    return Status::failure(
        Text::tr("%1; the session with all %n run(s) of this drive is saved in %2 instead", nullptr, runs)
            .arg(failure.message(), shownPath(m_fallbackPath)));
}

QString driveInUse(const DriveRecord &drive, const QString &path)
{
    if (!drive.runningBy || !drive.runningBy->mayStillRun())
        return {};
    const WorkspaceOwner &owner = *drive.runningBy;
    return Text::tr("drive %1 of %2 is being measured by process %3 on %4 (started %5); wait for that run to end")
        .arg(drive.id, shownPath(path), QString::number(owner.pid), owner.host,
             owner.created.isValid() ? owner.created.toUTC().toString(Qt::ISODate) : Text::tr("at an unknown time"));
}

} // namespace cm
