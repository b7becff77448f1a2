// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QString>

namespace cm {

// Where a session goes that cannot be saved where it belongs (its folder
// full, read-only or gone), so that no measurement is lost: a new file
// named after the one it belongs in, in this user's data folder
// (…/CompressMark/unsaved) or, when that cannot be written either, in the
// temporary folder. `fallbackPath` names the file written before, to be
// replaced, or is empty; it receives the file written.
Status saveFallbackSession(const Session &session, const QString &intendedPath, QString *fallbackPath);

// How many runs `drive` holds, over all its results.
int runCount(const DriveRecord &drive);

} // namespace cm
