#pragma once

#include "session/session.h"
#include "util/status.h"

namespace cm {

// How long a save waits for another process saving into the same folder.
constexpr int SessionLockWaitMilliseconds = 60000;

// Writes the session atomically (writeFileAtomically): the old file stays
// whole until the new one is complete, so a crash never leaves half a
// session, and a link at `path` is never followed. The session's folder is
// locked meanwhile (FolderLock), so that a save never lands between the
// read and the write of a run merging its drive into the same file
// (SessionSaver).
Status saveSession(const Session &session, const QString &path);

// Whether a new session may replace the file at `path`: nothing is there,
// an empty file, or a CompressMark session. Anything else (a damaged
// session too) is refused, saying what it is: the command line replaces it
// only when told to (--force).
Status checkReplaceableBySession(const QString &path);

// The same without taking the lock: for a caller that holds it.
Status writeSessionFile(const Session &session, const QString &path);

} // namespace cm
