#pragma once

#include "session/session.h"

#include <QList>

namespace cm {

// The drives of several sessions in one, for comparison: the machine and
// extra fields of the first, the earliest creation time, every drive with
// its origin kept and its id made unique.
Session mergeSessions(const QList<Session> &sessions);

} // namespace cm
