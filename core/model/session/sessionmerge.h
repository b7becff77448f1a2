// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QList>

namespace cm {

// The drives of several sessions in one, for comparison: the machine and
// extra fields of the first, the earliest creation time, every drive with
// its origin kept and its id made unique.
Session mergeSessions(const QList<Session> &sessions);

// What saving `mine` into a file keeps, when the file held `base` as `mine`
// was last read or saved and holds `onDisk` now: other processes (a run
// appending to it, another window) saved there meanwhile. Drives are
// matched by id. What `mine` changed is kept (a drive relabelled, or
// removed); a drive it left as it was takes the file's newer copy; a drive
// only the file has now is added, one `mine` added too under the same id
// taking a free id. The session's own fields are `mine`'s.
Session mergeEdits(const Session &mine, const Session &base, const Session &onDisk);

} // namespace cm
