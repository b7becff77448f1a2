// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryfilter.h"
#include "library/librarylinks.h"
#include "library/libraryrecords.h"
#include "util/status.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QThread>

#include <functional>
#include <memory>

namespace cm {

class LibraryConnection;
class RebuiltFile;

// What an add, a refresh or a rebuild did to the library.
struct LibraryChanges
{
    int added = 0;     // files not in the library before
    int updated = 0;   // files that changed since they were read
    int removed = 0;   // files gone (or no longer files)
    int unchanged = 0; // files as they were
    // Files that are not sessions (or could not be read): each the
    // reader's one line, naming the file.
    QStringList problems;
};

// The numbers drives are to keep (a measurement's identity, librarylinks.h,
// to its number), and the highest of them: a drive without one is
// numbered above it.
struct DriveNumbers
{
    QHash<QString, qint64> byMeasurement;
    qint64 highest = 0;
};

// The index of the session files of this machine (docs/LIBRARY.md): an
// SQLite file that holds what lists, filters and charts need of every
// drive of every session file it follows, and never more than the files
// say. It is only an index: one that is missing, damaged, of another
// version or holds anything this program does not make is rebuilt from
// the files, and a session file is only ever read.
//
// An object is one connection, for the thread that opened it; each
// thread (the window's workers, each process) opens its own, and SQLite
// lets them write one after another (WAL, a busy timeout). Every write is
// one transaction: a process killed in the middle leaves the library as
// it was before it.
class Library
{
public:
    // `path`: the library's file. The default library follows the
    // sessions folder of the window's runs as well as the files and
    // folders added to it; any other follows what was added to it only.
    explicit Library(const QString &path);
    ~Library();
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;

    // Opens the library, making it where it is missing, and rebuilding it
    // where it cannot be trusted (rebuiltBecause() says why). Where its
    // folder cannot be written it is opened to be read only
    // (readOnlyBecause() says why); failure where even that cannot be.
    Status open();
    const QString &path() const { return m_path; }
    bool isReadOnly() const { return !m_readOnlyBecause.isEmpty(); }
    const QString &readOnlyBecause() const { return m_readOnlyBecause; }
    const QString &rebuiltBecause() const { return m_rebuiltBecause; }

    // Follows the folder of the window's runs too (the default library);
    // empty: none.
    void setSessionsFolder(const QString &folder) { m_sessionsFolder = folder; }

    // Indexes session files, and every *.cmsession.json in and below
    // folders, which are remembered and followed from then on. A file that
    // is not a session is named in `changes`, never fails the rest.
    Status add(const QStringList &paths, LibraryChanges *changes);
    // Notices what changed since: files changed or removed outside, new
    // files in the folders followed.
    Status refresh(LibraryChanges *changes);
    // Makes the library anew from the files it knew about and the folders
    // it follows, in a new file that then takes its place whole.
    Status rebuild(LibraryChanges *changes);

    // The drives that pass `filter`, newest first, each with its results
    // when `withResults`.
    Status drives(const LibraryFilter &filter, bool withResults, QList<LibraryDrive> *found) const;
    // The drives `text` names: its number in the library, else each drive
    // whose label, model or serial is `text` (any case), else those that
    // hold it; with their results.
    Status findDrives(const QString &text, QList<LibraryDrive> *found) const;
    // The same drive in every session, oldest first, with its results: one
    // drive over time, by its model and serial and the user's links.
    Status history(const LibraryDrive &drive, QList<LibraryDrive> *found) const;

    // The user's links of histories (librarylinks.h).
    Status links(LibraryLinks *links) const;
    // Makes the histories of `drives` one; `joined` counts the histories
    // that joined the first drive's (none: they were one already).
    Status link(const QList<LibraryDrive> &drives, int *joined);
    // Undoes the link nearest to `drive` (LibraryLinks::unlink()).
    Status unlink(const LibraryDrive &drive, LibraryLinks::Unlinked *done);
    // The folders followed, the sessions folder among them.
    QStringList followedFolders() const;

private:
    Status openConnection(QString *untrustedBecause);
    Status replaceWithRebuilt(const QString &why, LibraryChanges *changes);
    // Builds a new library in `newFile` beside this one, from the files and
    // folders this one knew and the sessions folder.
    Status buildBeside(RebuiltFile *newFile, LibraryChanges *changes);
    // `sayKnownProblems`: name the files that are no sessions even when
    // they were already known as such (an add; a refresh names new ones only).
    Status indexFiles(const QStringList &files, bool sayKnownProblems, LibraryChanges *changes);
    // Reads the links, lets `change` change them (saying whether it did)
    // and writes them back, in one transaction.
    Status changeLinks(const std::function<Status(LibraryLinks *, bool *)> &change);
    // Replaces the stored links with `links`, in one transaction.
    Status writeLinks(const LibraryLinks &links);
    Status historyWith(const LibraryLinks &links, const LibraryDrive &drive, QList<LibraryDrive> *found) const;
    Status writeError(const QString &what) const;
    bool checkThread() const { return QThread::currentThread() == m_thread; }

    QString m_path;
    QString m_sessionsFolder;
    QString m_readOnlyBecause;
    QString m_rebuiltBecause;
    std::unique_ptr<LibraryConnection> m_connection;
    QThread *m_thread = nullptr;
    // A rebuilt library's drives keep the numbers the old one gave them.
    DriveNumbers m_carriedNumbers;
};

} // namespace cm
