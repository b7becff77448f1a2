// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/fileid.h"
#include "session/session.h"
#include "util/status.h"
#include "volume/workspaceowner.h"

#include <QString>

#include <optional>
#include <utility>

namespace cm {

// Saves the session of one run as the run goes on, into a file other
// processes may save into at the same time: two runs appending to one
// session, or the window saving it. Each save locks the file
// (lockSessionFile), reads what is there, puts this run's drive into it
// (replacing its earlier copy, or added at the end) and writes the whole
// atomically, so that every drive another process saved meanwhile is kept.
//
// The run's drive is the last one of each session given. In the file it is
// the drive that names this run's process as measuring it (runningBy), or
// the one this run's last save left there, byte for byte: never a drive
// merely of the same id. A file deleted, replaced or rewritten under the
// run keeps every drive it holds; the run's drive is added to them, under
// the next free id when its own is taken, and save() says which. A file
// that no longer holds a session is left as it is, and the session goes to
// a fallback file.
//
// Not thread-safe; one run's stages use it one after another.
class SessionSaver
{
public:
    enum class File {
        // A new session: the first save replaces the file that was at the
        // path when the run began (begin()); a file saved there since, by
        // another process, is merged with instead. Later saves merge.
        New,
        // The session given was loaded from the path: every save merges.
        Shared,
    };

    SessionSaver() = default;
    SessionSaver(const QString &path, File file);

    bool isEnabled() const { return !m_path.isEmpty(); }
    const QString &path() const { return m_path; }
    // Whether a save has written the file.
    bool hasWritten() const { return m_written; }
    // The run's drive as the file holds it after the last save; empty when
    // it holds none (a save that failed reads the file again to tell).
    const std::optional<DriveRecord> &driveInFile() const { return m_driveInFile; }
    // Where the session went when the last save could not write the file
    // (saveFallbackSession); empty when the file holds it all.
    const QString &fallbackPath() const { return m_fallbackPath; }

    // Notes which file is at the path as the run begins, before the first save.
    void begin();

    // Saves `session`; `driveId` receives the id the run's drive was saved
    // under. A save that cannot write the file writes the whole session to
    // a fallback file instead, and its failure names that file.
    Status save(const Session &session, QString *driveId);

    // The first save of a run that continues a drive of the file (--resume),
    // the drive of the same id: refused when the file says that drive is
    // being measured by a process that may still run, so that two runs
    // never measure one drive. The check and the save are one step under
    // the lock.
    Status claim(const Session &session, QString *driveId);

private:
    Status write(const Session &session, bool claiming, QString *driveId);
    Status merge(const Session &session, bool claiming, Session *merged, QString *driveId);
    Status saveElsewhere(const Session &session, int runs, const Status &failure);
    // Where the run's drive is in `onDisk`, -1 when it is not there.
    qsizetype indexOfOwnDrive(const Session &onDisk) const;
    // What the file holds of the run's drive now, for after a failed save.
    void readDriveInFile();

    QString m_path;
    File m_file = File::New;
    bool m_written = false;
    // The process measuring the run's drive, as the drive in the file names it.
    std::optional<WorkspaceOwner> m_runningBy;
    std::optional<DriveRecord> m_driveInFile;
    QString m_fallbackPath;
    // The file at the path when the run began (a rename makes a new inode
    // at every save); absent: no file was there.
    std::optional<FileId> m_fileAtStart;
};

// Why the drive cannot be measured now: a process that may still run is
// measuring it (DriveRecord::runningBy). Empty when it can. `path` names
// the session file in the message.
QString driveInUse(const DriveRecord &drive, const QString &path);

} // namespace cm
