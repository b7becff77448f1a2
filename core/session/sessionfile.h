#pragma once

#include "session/session.h"
#include "util/status.h"

namespace cm {

// Writes the session atomically (QSaveFile): the old file stays whole until
// the new one is complete, so a crash never leaves half a session.
Status saveSession(const Session &session, const QString &path);

} // namespace cm
