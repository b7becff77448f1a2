// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace cm {

// Characters that are no text to show: C0 (NUL included), DEL and C1, which
// move a terminal's cursor or change its state; U+2028 and U+2029, which
// break a line where a field has one; and the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text read
// otherwise than it is stored. A label typed or given refuses them; text
// read from a file keeps them and is shown through visibleText().
bool isControlCharacter(char32_t c);

// The first control character in `text`, if any.
std::optional<char32_t> firstControlCharacter(const QString &text);

// "U+001B": how a message names a character.
QString codePointName(char32_t c);

// `text` as one line that a terminal, an XML file or a reader takes for
// nothing but text: each control character, each lone surrogate and
// U+FFFE, U+FFFF written as a JSON-style escape, "\u001b". A backslash stays
// as it is: the escape is for reading, not for decoding.
QString visibleText(const QString &text);

// The same for text of several lines: line feeds and tabs stay.
QString visibleLines(const QString &text);

} // namespace cm
