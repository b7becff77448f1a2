// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QStringList>

namespace cm::test {

// What a hand-edited session file may hold in a label, a model or a note:
// terminal sequences, NUL, line breaks, C1, bidirectional overrides, text
// that is not UTF-16 at all, spreadsheet formulas, the markup of every
// format the program writes and formatText().
QStringList hostileTexts();

// A short name in HTML: drawn as rich text it would lose its tags.
QString markupName();

// Text that QString::arg() and tr() would take for placeholders (%1 to %9,
// %n, %L1) and an escaped percent sign: a name, path or label that holds
// it must come out of every message as it went in. One of hostileTexts().
QString formatText();

// The placeholders (%1, %L1, %n) left in `message` once each of `given` is
// taken out of it: those the message did not fill in, or filled in inside
// a given text.
QStringList placeholdersLeft(QString message, const QStringList &given);

// The sample session with a drive for each hostile text as its label, the
// last but one named by markupName() and the last by its model alone; the
// first drive's photos are a folder data set whose path is hostile, its
// runs disturbed for a hostile reason, and every drive has a hostile note;
// the machine's system is formatText().
Session hostileSession();

} // namespace cm::test
