// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QByteArray>

namespace cm {

// Reads a session file of format "compressmark-session", version 1
// (docs/SESSION-FORMAT.md). Every field the writer writes is read back; fields
// this version does not know are kept in the records' `extra` (session.h).
// A damaged file, a wrong type, a missing field, a number out of range or a
// newer version is refused with a message naming the file, the place
// (line and column, or a field path such as
// drives[0].results[1].runs[2].seconds) and the problem. The one
// exception is a run's timeline: one that does not fit its run is left out
// of the run (and kept, as a field this version does not know), the run
// loaded as ever. Each drive's `origin` is set to `path`.
Status loadSession(const QString &path, Session *session);

// The same from bytes already read; `name` stands for the file in messages.
Status sessionFromJson(const QByteArray &json, const QString &name, Session *session);

} // namespace cm
