// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "system/identifyingnames.h"
#include "util/status.h"

#include <QStringList>

namespace cm {

// A session to publish without what identifies a person or a machine:
// host names, user names (in paths such as /home/NAME, C:\Users\NAME,
// /media/NAME, and this machine's anywhere), this user's home folder
// wherever it is, drives' serial numbers and world-wide names, volume
// labels, UUIDs and volume ids (of filesystems, partitions, devices,
// boots). First every such value is gathered from the fields that hold
// it and the places that make it identifying (identifyingvalues.h); then
// each is replaced wherever else it stands, in every text of the session,
// the fields this version does not know included, inside paths and names
// too. What was removed is replaced by "[user]", "[home]", "[host]",
// "[serial]", "[label]" or "[uuid]", and counted.
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
// what was left out of all of them together. `alongside`, texts written
// with them (the name a web page gives its session file), are searched and
// made share-safe in place too.
Status shareSafe(QList<Session> *sessions, const IdentifyingNames &ofThisMachine, QStringList *removed,
                 QStringList *alongside = nullptr);

} // namespace cm
