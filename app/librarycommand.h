// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace cm {

// `compressmark library list|add|rebuild|show ...`: the index of every
// session file on the machine (docs/LIBRARY.md). Returns the process exit
// code: 0 done, 1 an I/O step failed, 2 bad usage.
int libraryCommand(const QStringList &arguments);

} // namespace cm
