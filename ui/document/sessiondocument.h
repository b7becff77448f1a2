// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "uiutil/jobtracker.h"

#include <QFileSystemWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <optional>

namespace cm {

// The session the window shows, its file and whether it has changes not
// saved, with the signals the pages follow. Files are loaded, merged and
// saved on worker threads; the last request wins: opening files while a
// save is under way, say, leaves the document to the files opened.
//
// Other processes may save into the document's file meanwhile (a run with
// --append, another window). The document follows the file: what they save
// joins the session shown, and a save merges with what they saved
// (mergeEdits), so that no drive of theirs is lost.
class SessionDocument : public QObject
{
    Q_OBJECT
public:
    explicit SessionDocument(QObject *parent = nullptr);
    ~SessionDocument() override;

    const Session &session() const { return m_session; }
    // Empty for a document that has no single file of its own.
    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    // A load or a save is under way.
    bool isBusy() const { return m_jobs.isRunning(); }

    // Makes `session` the document: a new one, or the one a run adds to.
    // A load or save under way is dropped. Its file holds `session` or nothing.
    void reset(const Session &session, const QString &path, bool modified);
    // The session as a run measured it so far (the run saves it itself).
    void setMeasured(const Session &session);
    // The run that saved into the document's file ended with `session`;
    // `driveInFile` is its drive as the file holds it, empty when it holds
    // none. What the file lacks is a change to save.
    void runEnded(const Session &session, const std::optional<DriveRecord> &driveInFile);
    // Whether what other processes save into the file joins the session
    // shown. Off while a run of this window saves into it; turned on again,
    // the file is read at once.
    void setFollowingFile(bool following);
    // The user renamed, reordered or removed drives; undoEdit() takes it back.
    void edit(const Session &session);
    // Brings back the session as it was before the last edit, with the
    // changes flag it had. Opening, a new session and a run forget the edits.
    void undoEdit();
    bool canUndo() const { return !m_undo.isEmpty(); }

    // Loads the files: one becomes the document with its path; several are
    // merged into a new document with changes, so that saving overwrites
    // none of them. The first file refused ends the load with openFailed().
    void open(const QStringList &paths);
    // Loads the files and adds their drives to the session shown: a
    // document with changes. With nothing measured yet, the same as open().
    void add(const QStringList &paths);
    // Writes the session atomically; a failure leaves no file. Into the
    // document's own file, merged with what others saved there.
    void saveAs(const QString &path);

Q_SIGNALS:
    // The document holds another session: opened, merged, new or measured.
    void sessionChanged(const cm::Session &session);
    // A page changed the session (its own view of it is up to date).
    void sessionEdited(const cm::Session &session);
    void pathChanged(const QString &path);
    void modifiedChanged(bool modified);
    // `paths` are shown now; `added`: their drives joined the session shown.
    void opened(const QStringList &paths, bool added);
    void openFailed(const QString &message);
    void saved(const QString &path);
    void saveFailed(const QString &path, const QString &message);
    void undoAvailable(bool available);
    // Another process saved into the file: `added` drives of its joined
    // the session shown, `updated` ones replaced the copies shown.
    void changedOnDisk(const QString &path, int added, int updated);

private:
    void load(const QStringList &paths, bool adding);
    void loaded(const Session &session, const QStringList &paths, bool adding);
    void setPath(const QString &path);
    void watchFile();
    void readFile();
    void mergeFromFile(const Session &onDisk);
    void setModified(bool modified);
    void forgetEdits();

    // What an edit replaced: the session and whether it had changes.
    struct Edit
    {
        Session before;
        bool modified = false;
    };
    QList<Edit> m_undo; // the newest last, at most MostEdits
    static constexpr qsizetype MostEdits = 50;
    Session m_session;
    // What the file held when the document last read or saved it: what
    // tells the document's own changes from those of other processes.
    Session m_base;
    QString m_path;
    bool m_following = true;
    QFileSystemWatcher m_watcher;
    QTimer m_readSoon; // changes come in bursts (a write, a rename): read once they settle
    bool m_modified = false;
    quint64 m_revision = 0; // counts changes, so that a save knows if it saved the last one
    JobTracker m_jobs{this};
    JobTracker m_reads{this}; // of the file, after others changed it
};

} // namespace cm
