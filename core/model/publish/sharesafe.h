// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "system/identifyingnames.h"
#include "util/status.h"

#include <QStringList>

namespace cm {

// A session to publish without what identifies a person or a machine:
// host names, user names in paths (/home/NAME, /Users/NAME, C:\Users\NAME,
// /media/NAME), drives' serial numbers, volume labels in mount points
// (/media/NAME/LABEL), UUIDs, and this machine's host and user names
// wherever they stand. Every text of the session is looked at, the fields
// this version does not know included; what was removed is replaced by
// "[user]", "[host]", "[serial]", "[label]" or "[uuid]", and counted.
struct ShareSafeSession
{
    Session session;
    // One line per kind of thing removed, "user names in 4 places", for
    // the reader to know; empty when nothing was.
    QStringList removed;
};

// `session` made share-safe; fails only when the scrubbed session cannot
// be read back, naming why.
Status shareSafe(const Session &session, const IdentifyingNames &ofThisMachine, ShareSafeSession *safe);

// Every session of `sessions` made share-safe in place; `removed` counts
// what was left out of all of them together.
Status shareSafe(QList<Session> *sessions, const IdentifyingNames &ofThisMachine, QStringList *removed);

} // namespace cm
