// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>

namespace cm {

// How the session was measured, written out as a reviewer would: the
// machine; for each drive its device, filesystem and mount options, the
// compression and what it achieved, the RAM disk, copier, repetitions and
// how the runs were made cold; the data sets; and every run with the proof
// that it was cold (residency before it, device bytes read) and what
// disturbed it. HTML sections; session text escaped.
QString webMethodSection(const Session &session);

// What each flag of the results table means, as a definition list.
QString webFlagsSection();

} // namespace cm
