#pragma once

#include <QString>

namespace cm::Terminal {

// One line on stderr, prefixed with the program name.
void error(const QString &message);
// Text on stdout, as is.
void out(const QString &text);
// Text on stderr, as is (progress).
void progress(const QString &text);
bool stderrIsTerminal();

} // namespace cm::Terminal
