// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"
#include "session/session.h"

#include <QList>

namespace cm {

// The library's rows for each drive of `session`, read from `path`: its
// facts, the data sets and operations of its results, and each result
// summed up with its comparison to plain, verdict and flags, judged as
// the tables judge them.
QList<LibraryDrive> libraryDrivesOf(const Session &session, const QString &path);

// Text folded for a search that ignores case, in every script.
QString foldedForSearch(const QString &text);

// Everything a search looks in for `drive`, folded.
QString searchTextOf(const LibraryDrive &drive);

} // namespace cm
