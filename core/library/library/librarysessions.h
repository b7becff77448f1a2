// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"
#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cm {

// Drives of the library as sessions, read from their files: each drive in
// a session of its own (its file's machine and date, that drive alone),
// in the order given. Failure names the file that could not be read or no
// longer holds the drive.
Status sessionsOfDrives(const QList<LibraryDrive> &drives, QList<Session> *sessions);

// One drive measured on several days as a session of its points, each
// labelled with the day it was measured (and the time, where two share a
// day), oldest first: what the compare chart draws as the drive's history.
Session historySession(const QList<Session> &points);

// What changed between each point of a history and the one before, in
// what makes their numbers comparable (kernel, filesystem, compression,
// copier, cache mode, data-set size, ...): one line per pair of points
// that differ, "day → day: kernel 6.1 → 6.12; ...".
QStringList historyChanges(const QList<Session> &points);

} // namespace cm
