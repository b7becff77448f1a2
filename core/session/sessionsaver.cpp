#include "sessionsaver.h"

#include "fs/fileid.h"
#include "fs/folderlock.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

} // namespace

SessionSaver::SessionSaver(const QString &path, File file, bool driveIdSettled)
    : m_path(QDir::cleanPath(QDir().absoluteFilePath(path))), m_file(file), m_idSettled(driveIdSettled)
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
    DriveRecord own = session.drives.constLast();
    FolderLock lock;
    if (Status status = FolderLock::acquire(QFileInfo(m_path).absolutePath(), SessionLockWaitMilliseconds, &lock); !status)
        return Status::failure(Text::tr("cannot save session %1: %2").arg(m_path, status.message()));

    Session merged = session;
    const bool merge = m_file == File::Shared || m_written || fileIdAt(m_path) != m_fileAtStart;
    if (merge && pathIsTaken(m_path)) {
        // What other processes saved is the base; this run adds its drive.
        Session onDisk;
        if (Status status = loadSession(m_path, &onDisk); !status)
            return Status::failure(Text::tr("cannot add to session %1: %2").arg(m_path, status.message()));
        qsizetype index = indexOfDrive(onDisk, own.id);
        if (!m_idSettled && index >= 0) {
            own.id = freeDriveId(onDisk, session);
            index = -1;
        }
        if (claiming && index >= 0) {
            if (const QString busy = driveInUse(onDisk.drives[index], m_path); !busy.isEmpty())
                return Status::failure(busy);
        }
        own.origin.clear();
        merged = std::move(onDisk);
        if (index >= 0)
            merged.drives[index] = own;
        else
            merged.drives.append(own);
    }
    if (Status status = writeSessionFile(merged, m_path); !status)
        return status;
    m_idSettled = true;
    m_written = true;
    *driveId = own.id;
    return Status::ok();
}

QString driveInUse(const DriveRecord &drive, const QString &path)
{
    if (!drive.runningBy || !drive.runningBy->mayStillRun())
        return {};
    const WorkspaceOwner &owner = *drive.runningBy;
    return Text::tr("drive %1 of %2 is being measured by process %3 on %4 (started %5); wait for that run to end")
        .arg(drive.id, path)
        .arg(owner.pid)
        .arg(owner.host, owner.created.isValid() ? owner.created.toUTC().toString(Qt::ISODate) : Text::tr("at an unknown time"));
}

} // namespace cm
