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

// Whether `copier` runs another program (external:CMD, robocopy): a
// session that names one must not choose what runs on a reader's machine,
// so its command line is one to read before running, never to paste.
bool runsAnotherProgram(const CopierChoice &copier);

// One such command per measured drive of `session`.
QStringList reproduceCommands(const Session &session, const QString &sessionFile);

} // namespace cm
