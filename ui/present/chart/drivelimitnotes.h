// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QStringList>

namespace cm {

// Lines under a drive's chart saying how near its copies came to the
// drive's own limit, measured in the same run: "Books, Read (compression
// on): 92 % of a direct sequential read". At most MostDriveLimitNotes lines, the
// rest counted in one more.
constexpr qsizetype MostDriveLimitNotes = 6;
QStringList driveLimitNotes(const DriveRecord &drive);

} // namespace cm
