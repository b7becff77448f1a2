// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessiondocument.h"

#include "fs/outputfile.h"
#include "library/librarydefault.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"

#include <QFileInfo>

#include <algorithm>

namespace cm {
namespace {

// Changes to the file settle this long before it is read.
constexpr int ReadDelayMilliseconds = 200;

struct LoadedSessions
{
    Status status = Status::ok();
    Session merged;
};

struct SavedSession
{
    Status status = Status::ok();
    Session saved; // what the file holds now
};

// Runs off the GUI thread: the checks every output gets (no link followed,
// nothing but a regular file replaced), then the save: over another file,
// or into the document's own merged with what others saved there since it
// held `base`.
SavedSession checkAndSaveSession(const Session &session, const QString &path, const std::optional<Session> &base)
{
    SavedSession result;
    result.saved = session;
    result.status = checkOutputFile({QString(), path});
    if (result.status)
        result.status = base ? saveSessionEdits(session, *base, path, &result.saved) : saveSession(session, path);
    // The library is an index: a file it cannot take is still saved, and
    // found again when the library is refreshed or rebuilt.
    if (result.status)
        static_cast<void>(addToDefaultLibrary({path}));
    return result;
}

bool sameSession(const Session &a, const Session &b)
{
    return sessionToJson(a) == sessionToJson(b);
}

// Runs off the GUI thread: loads every file, stops at the first refused;
// files the user opened (`intoLibrary`) join the library.
LoadedSessions loadSessions(const QStringList &paths, const JobControl &control, bool intoLibrary = false)
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
    if (intoLibrary)
        static_cast<void>(addToDefaultLibrary(paths));
    return loaded;
}

} // namespace

SessionDocument::SessionDocument(QObject *parent)
    : QObject(parent)
{
    m_readSoon.setSingleShot(true);
    m_readSoon.setInterval(ReadDelayMilliseconds);
    connect(&m_readSoon, &QTimer::timeout, this, &SessionDocument::readFile);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_readSoon, qOverload<>(&QTimer::start));
    // A save replaces the file by a rename, which a watch on the file alone may miss.
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_readSoon, qOverload<>(&QTimer::start));
}

SessionDocument::~SessionDocument() = default;

void SessionDocument::reset(const Session &session, const QString &path, bool modified)
{
    m_jobs.cancel();
    forgetEdits();
    m_reads.cancel();
    ++m_revision;
    m_session = session;
    m_base = session;
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

void SessionDocument::runEnded(const Session &session, const std::optional<DriveRecord> &driveInFile)
{
    setMeasured(session);
    m_base = session;
    m_base.drives.removeLast();
    if (driveInFile)
        m_base.drives.append(*driveInFile);
    setModified(!sameSession(m_base, m_session));
}

void SessionDocument::setFollowingFile(bool following)
{
    m_following = following;
    if (following)
        m_readSoon.start();
    else
        m_reads.cancel();
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
    m_jobs.start([paths](const JobControl &control) { return loadSessions(paths, control, true); },
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
        m_base = session;
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
    const std::optional<Session> base = path == m_path ? std::optional<Session>(m_base) : std::nullopt;
    m_jobs.start([session = m_session, path, base] { return checkAndSaveSession(session, path, base); },
                 [this, path, revision, sent = m_session](const SavedSession &result) {
                     if (!result.status) {
                         Q_EMIT saveFailed(path, result.status.message());
                         return;
                     }
                     setPath(path);
                     m_base = result.saved;
                     // What others saved joins the session shown, with any
                     // change made while the file was written.
                     if (!sameSession(result.saved, sent)) {
                         forgetEdits();
                         m_session = mergeEdits(m_session, sent, result.saved);
                         Q_EMIT sessionChanged(m_session);
                     }
                     // The file holds this session now: any undone edit differs from it.
                     for (Edit &edit : m_undo)
                         edit.modified = true;
                     // Changes made while the file was written are not in it.
                     if (revision == m_revision)
                         setModified(false);
                     Q_EMIT saved(path);
                 });
}

void SessionDocument::watchFile()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    if (m_path.isEmpty())
        return;
    m_watcher.addPath(m_path);
    m_watcher.addPath(QFileInfo(m_path).absolutePath());
}

void SessionDocument::readFile()
{
    if (m_path.isEmpty() || !m_following)
        return;
    // A file replaced by a rename is no longer watched.
    if (!m_watcher.files().contains(m_path))
        m_watcher.addPath(m_path);
    m_reads.start([path = m_path](const JobControl &control) { return loadSessions({path}, control); },
                  [this, path = m_path](const LoadedSessions &result) {
                      // A file gone or damaged meanwhile: the next save says so.
                      if (result.status && path == m_path)
                          mergeFromFile(result.merged);
                  });
}

void SessionDocument::mergeFromFile(const Session &onDisk)
{
    if (!m_following || sameSession(onDisk, m_base))
        return;
    // A save of the document's own is under way: what it leaves is read then.
    if (m_jobs.isRunning()) {
        m_readSoon.start();
        return;
    }
    const Session merged = mergeEdits(m_session, m_base, onDisk);
    int added = 0, updated = 0;
    for (const DriveRecord &drive : merged.drives) {
        const auto shown = std::find_if(m_session.drives.cbegin(), m_session.drives.cend(),
                                        [&](const DriveRecord &mine) { return mine.id == drive.id; });
        if (shown == m_session.drives.cend())
            ++added;
        else if (driveToJson(*shown) != driveToJson(drive))
            ++updated;
    }
    m_base = onDisk;
    if (added == 0 && updated == 0)
        return;
    // Undoing an edit now would take the drives of others away again.
    forgetEdits();
    ++m_revision;
    m_session = merged;
    Q_EMIT sessionChanged(m_session);
    Q_EMIT changedOnDisk(m_path, added, updated);
}

void SessionDocument::setPath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    watchFile();
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
