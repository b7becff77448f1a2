// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfile.h"

#include "fs/fileid.h"
#include "fs/filelock.h"
#include "session/sessionjson.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"
#include "fs/atomicfile.h"
#include "fs/lefttemporaries.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionFile)
};

} // namespace

Status lockSessionFile(const QString &path, FileLock *lock)
{
    if (Status status = FileLock::acquire(path, SessionLockWaitMilliseconds, lock); !status)
        return Status::failure(Text::tr("cannot save session %1: %2").arg(shownPath(path), status.message()));
    // Locked, no save of this user's is under way: a temporary file is a killed one's.
    if (lock->isLocked())
        removeLeftTemporaries(path);
    return Status::ok();
}

Status writeSessionFile(const Session &session, const QString &path)
{
    const QByteArray json = QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Indented);
    // What is saved must load again: the writer keeps the reader's limits,
    // and a file that would not load is never put in place of one that does.
    Session readBack;
    if (const Status loads = sessionFromJson(json, path, &readBack); !loads)
        return Status::failure(
            Text::tr("cannot save session %1: it would not load again (%2)").arg(shownPath(path), loads.message()));
    QString error;
    if (!writeFileAtomically(path, json, &error))
        return Status::failure(Text::tr("cannot save session %1: %2").arg(shownPath(path), error));
    return Status::ok();
}

Status checkReplaceableBySession(const QString &path)
{
    // Asked of the name itself: a link there is not followed.
    const QFileInfo entry(path);
    if (!pathIsTaken(path) || (entry.isFile() && !entry.isSymLink() && entry.size() == 0))
        return Status::ok();
    Session session;
    if (const Status loaded = loadSession(path, &session); !loaded)
        return Status::failure(
            Text::tr("%1 exists and is not a CompressMark session (%2)").arg(shownPath(path), loaded.message()));
    return Status::ok();
}

Status saveSession(const Session &session, const QString &path)
{
    FileLock lock;
    if (Status status = lockSessionFile(path, &lock); !status)
        return status;
    return writeSessionFile(session, path);
}

Status saveSessionEdits(const Session &mine, const Session &base, const QString &path, Session *saved)
{
    FileLock lock;
    if (Status status = lockSessionFile(path, &lock); !status)
        return status;
    Session merged = mine;
    if (pathIsTaken(path)) {
        Session onDisk;
        if (Status status = loadSession(path, &onDisk); !status)
            return Status::failure(Text::tr("cannot save session %1: the file no longer holds a session (%2)")
                                       .arg(shownPath(path), status.message()));
        merged = mergeEdits(mine, base, onDisk);
    }
    if (Status status = writeSessionFile(merged, path); !status)
        return status;
    *saved = merged;
    return Status::ok();
}

} // namespace cm
