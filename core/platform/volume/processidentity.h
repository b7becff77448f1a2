// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// What tells a process apart from every other one on this machine, since
// process ids are reused: its start time, and the boot it runs in.

qint64 currentProcessId();

// When process `pid` started (Linux: in clock ticks after boot; Windows:
// its creation time in milliseconds); 0 when there is no such process.
qint64 processStartTime(qint64 pid);

// This boot's identity; empty when the system does not say.
QString currentBootId();

} // namespace cm
