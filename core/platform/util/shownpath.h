// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace cm {

// A path as its system's user writes it, for every text a user reads:
// messages, a session's notes, tables, the window and the web page. Paths
// are kept with "/" inside the program, as Qt gives them. A path on a
// Windows drive is shown with backslashes wherever it is read ("C:/bench"
// of a Windows session is "C:\bench" on Linux too), a Linux path from the
// root as it is on both systems (a Linux session read on Windows), and any
// other path with this system's separators.
QString shownPath(const QString &path);

// "C:", "C:/..." or "C:\...": a path on a Windows drive, never the start
// of a path a Linux user writes, on whichever system reads it.
bool isOnWindowsDrive(const QString &path);

// Each of `paths` shown as shownPath shows it.
QStringList shownPaths(const QStringList &paths);

} // namespace cm
