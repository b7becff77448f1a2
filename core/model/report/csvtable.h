// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>

namespace cm {

// The session as CSV (RFC 4180, C locale numbers, header row first): a row
// per run ("run" in the first column) with its raw measurements, then a row
// per result ("summary") with its statistics. Speeds in MB/s (10^6 B/s).
QString sessionCsv(const Session &session);

} // namespace cm
