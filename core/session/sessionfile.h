#pragma once

#include "session/session.h"
#include "util/status.h"

namespace cm {

// Writes the session atomically (writeFileAtomically): the old file stays
// whole until the new one is complete, so a crash never leaves half a
// session, and a link at `path` is never followed.
Status saveSession(const Session &session, const QString &path);

// Whether a new session may replace the file at `path`: nothing is there,
// an empty file, or a CompressMark session. Anything else (a damaged
// session too) is refused, saying what it is: the command line replaces it
// only when told to (--force).
Status checkReplaceableBySession(const QString &path);

} // namespace cm
