// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>
#include <QStringList>

namespace cm {

// The command line that measures `drive` again as it was measured: the
// same data sets, sizes (or the same calibration), seed, repetitions,
// operations, copier, compression as used and cache mode, appending to
// `sessionFile`. Its --source and --target are the drive's, for a reader
// to replace with their own, written as their system writes folders (a
// Windows drive's with backslashes, in double quotes where needed). The
// other words are quoted for a POSIX shell.
QString reproduceCommand(const DriveRecord &drive, const QString &sessionFile);

// One such command per measured drive of `session`.
QStringList reproduceCommands(const Session &session, const QString &sessionFile);

} // namespace cm
