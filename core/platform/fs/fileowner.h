// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileInfo>

namespace cm {

// Whether the user this process runs as owns `entry` (on Windows always:
// it keeps other users out of their own folders).
bool isOwnedByThisUser(const QFileInfo &entry);

} // namespace cm
