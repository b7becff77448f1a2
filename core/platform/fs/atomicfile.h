// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace cm {

// Writes `bytes` to `path` so that the file appears whole or not at all:
// into a new file beside it, flushed, then renamed over `path`. An old file
// stays as it was until the new one is complete and keeps its permissions.
// A symbolic link at `path` is replaced, never followed (QSaveFile would
// write to the link's target), and anything at `path` that is not a regular
// file or a link (a folder, a device, a named pipe) is refused. False with
// `error` set to the reason on failure; nothing is left behind then. Safe on
// any thread, so a rendered export can be written off the GUI thread.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

// Moves the file `from` over `to` in one step, replacing what is there (on
// Windows, tried again for a moment while a reader or a scanner has `to`
// open). False with `error` set to the reason on failure.
bool moveFileOver(const QString &from, const QString &to, QString *error);

} // namespace cm
