// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm::Terminal {

// What the program writes on stdout and stderr. Text from files, paths and
// options may hold control characters: they are shown escaped
// (visibleText()), so the only control sequences that reach the terminal
// are the progress bar's own.

// One line on stderr, prefixed with the program name: a line break inside
// shows as an escape.
void error(const QString &message);
// Text on stdout: line feeds and tabs as they are.
void out(const QString &text);
// One line of progress on stderr, as error() without the program's name.
void progressLine(const QString &line);
// The progress bar: `line` drawn over the one before it.
void progressBar(const QString &line);
// Clears the bar's line, for a message in its place.
void clearProgressBar();
bool stderrIsTerminal();

} // namespace cm::Terminal
