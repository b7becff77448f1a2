#include "sessionfile.h"

#include "fs/folderlock.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"
#include "util/atomicfile.h"

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

Status writeSessionFile(const Session &session, const QString &path)
{
    QString error;
    if (!writeFileAtomically(path, QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Indented), &error))
        return Status::failure(Text::tr("cannot save session %1: %2").arg(path, error));
    return Status::ok();
}

Status checkReplaceableBySession(const QString &path)
{
    // Asked of the name itself: a link there is not followed.
    const QFileInfo entry(path);
    const bool nothing = !entry.exists() && !entry.isSymLink();
    if (nothing || (entry.isFile() && !entry.isSymLink() && entry.size() == 0))
        return Status::ok();
    Session session;
    if (const Status loaded = loadSession(path, &session); !loaded)
        return Status::failure(Text::tr("%1 exists and is not a CompressMark session (%2)").arg(path, loaded.message()));
    return Status::ok();
}

Status saveSession(const Session &session, const QString &path)
{
    FolderLock lock;
    if (Status status = FolderLock::acquire(QFileInfo(path).absolutePath(), SessionLockWaitMilliseconds, &lock); !status)
        return Status::failure(Text::tr("cannot save session %1: %2").arg(path, status.message()));
    return writeSessionFile(session, path);
}

} // namespace cm
