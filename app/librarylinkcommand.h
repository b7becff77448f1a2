// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"

#include <QString>
#include <QStringList>

namespace cm {

class Library;

// The drive `text` names (its ID, or its label, model or serial), when
// every measurement it names is of one history (librarylinks.h); else one
// line on stderr naming `command`, and false with `exitCode` set.
bool oneHistory(Library &library, const QString &command, const QString &text, LibraryDrive *drive, int *exitCode);

// `compressmark library link DRIVE DRIVE...`: their histories made one.
// An exit code.
int libraryLink(Library &library, const QStringList &drives);

// `compressmark library unlink DRIVE`: the link nearest to one
// measurement undone. An exit code.
int libraryUnlink(Library &library, const QString &drive);

} // namespace cm
