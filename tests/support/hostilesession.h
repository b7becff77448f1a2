// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QStringList>

namespace cm::test {

// What a hand-edited session file may hold in a label, a model or a note:
// terminal sequences, NUL, line breaks, C1, bidirectional overrides, text
// that is not UTF-16 at all, spreadsheet formulas and the markup of every
// format the program writes.
QStringList hostileTexts();

// A short name in HTML: drawn as rich text it would lose its tags.
QString markupName();

// The sample session with a drive for each hostile text as its label, the
// last but one named by markupName() and the last by its model alone; the
// first drive's photos are a folder data set whose path is hostile, its
// runs disturbed for a hostile reason, and every drive has a hostile note.
Session hostileSession();

} // namespace cm::test
