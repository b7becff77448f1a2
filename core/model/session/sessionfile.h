// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

namespace cm {

class FileLock;

// How long a save waits for another process of this user saving the same file.
constexpr int SessionLockWaitMilliseconds = 60000;

// Every writer of a session file (a run's saves, the window's) changes it
// under its lock (FileLock), reading what is there first, so that a save
// never lands between the read and the write of another. Taking the lock
// also removes the temporary files a killed save left (lefttemporaries.h).
Status lockSessionFile(const QString &path, FileLock *lock);

// Writes `session` over the file at `path` under its lock, atomically
// (writeFileAtomically): the old file stays whole until the new one is
// complete, so a crash never leaves half a session, and a link at `path`
// is never followed. For a new file, or one the user chose to replace.
Status saveSession(const Session &session, const QString &path);

// Saves `mine` into the file it was read from, which held `base` then,
// merged under the lock with what other processes saved there since
// (mergeEdits): no drive they added is lost. `saved` receives what the
// file holds now. A file that no longer holds a session is refused.
Status saveSessionEdits(const Session &mine, const Session &base, const QString &path, Session *saved);

// Whether a new session may replace the file at `path`: nothing is there,
// an empty file, or a CompressMark session. Anything else (a damaged
// session too) is refused, saying what it is: the command line replaces it
// only when told to (--force).
Status checkReplaceableBySession(const QString &path);

// Writes without taking the lock: for a caller that holds it.
Status writeSessionFile(const Session &session, const QString &path);

} // namespace cm
