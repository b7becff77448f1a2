#include "sessiondocument.h"

#include "fs/outputfile.h"

#include "session/sessionfile.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"

namespace cm {
namespace {

struct LoadedSessions
{
    Status status = Status::ok();
    Session merged;
};

// Runs off the GUI thread: loads every file, stops at the first refused.
// Runs off the GUI thread: the checks every output gets (no link followed,
// nothing but a regular file replaced), then the save.
Status checkAndSaveSession(const Session &session, const QString &path)
{
    if (Status status = checkOutputFile({QString(), path}); !status)
        return status;
    return saveSession(session, path);
}

LoadedSessions loadSessions(const QStringList &paths, const JobControl &control)
{
    LoadedSessions loaded;
    QList<Session> sessions;
    for (const QString &path : paths) {
        if (control.isStale())
            return loaded; // dropped anyway
        Session session;
        loaded.status = loadSession(path, &session);
        if (!loaded.status)
            return loaded;
        sessions.append(session);
    }
    loaded.merged = mergeSessions(sessions);
    return loaded;
}

} // namespace

SessionDocument::SessionDocument(QObject *parent)
    : QObject(parent)
{
}

SessionDocument::~SessionDocument() = default;

void SessionDocument::reset(const Session &session, const QString &path, bool modified)
{
    m_jobs.cancel();
    forgetEdits();
    ++m_revision;
    m_session = session;
    Q_EMIT sessionChanged(m_session);
    setPath(path);
    setModified(modified);
}

void SessionDocument::setMeasured(const Session &session)
{
    forgetEdits();
    ++m_revision;
    m_session = session;
    Q_EMIT sessionChanged(m_session);
}

void SessionDocument::edit(const Session &session)
{
    m_undo.append({m_session, m_modified});
    if (m_undo.size() > MostEdits)
        m_undo.removeFirst();
    ++m_revision;
    m_session = session;
    Q_EMIT sessionEdited(m_session);
    setModified(true);
    Q_EMIT undoAvailable(true);
}

void SessionDocument::undoEdit()
{
    if (m_undo.isEmpty())
        return;
    const Edit last = m_undo.takeLast();
    ++m_revision;
    m_session = last.before;
    Q_EMIT sessionChanged(m_session);
    setModified(last.modified);
    if (m_undo.isEmpty())
        Q_EMIT undoAvailable(false);
}

void SessionDocument::forgetEdits()
{
    if (m_undo.isEmpty())
        return;
    m_undo.clear();
    Q_EMIT undoAvailable(false);
}

void SessionDocument::open(const QStringList &paths)
{
    load(paths, false);
}

void SessionDocument::add(const QStringList &paths)
{
    load(paths, m_session.hasMeasurements());
}

void SessionDocument::load(const QStringList &paths, bool adding)
{
    m_jobs.start([paths](const JobControl &control) { return loadSessions(paths, control); },
                 [this, paths, adding](const LoadedSessions &result) {
                     if (result.status)
                         loaded(result.merged, paths, adding);
                     else
                         Q_EMIT openFailed(result.status.message());
                 });
}

void SessionDocument::loaded(const Session &session, const QStringList &paths, bool adding)
{
    forgetEdits();
    ++m_revision;
    if (adding) {
        m_session = mergeSessions({m_session, session});
        Q_EMIT sessionChanged(m_session);
        setModified(true);
    } else {
        m_session = session;
        Q_EMIT sessionChanged(m_session);
        // Several files merged are a new document: saving must not overwrite one of them.
        setPath(paths.size() == 1 ? paths.first() : QString());
        setModified(paths.size() > 1);
    }
    Q_EMIT opened(paths, adding);
}

void SessionDocument::saveAs(const QString &path)
{
    const quint64 revision = m_revision;
    m_jobs.start([session = m_session, path] { return checkAndSaveSession(session, path); },
                 [this, path, revision](const Status &status) {
                     if (!status) {
                         Q_EMIT saveFailed(path, status.message());
                         return;
                     }
                     setPath(path);
                     // The file holds this session now: any undone edit differs from it.
                     for (Edit &edit : m_undo)
                         edit.modified = true;
                     // Changes made while the file was written are not in it.
                     if (revision == m_revision)
                         setModified(false);
                     Q_EMIT saved(path);
                 });
}

void SessionDocument::setPath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    Q_EMIT pathChanged(m_path);
}

void SessionDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(m_modified);
}

} // namespace cm
