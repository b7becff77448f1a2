// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// Text from a session (labels, models, paths, notes: a file can say
// anything) written into each table format so that it stays text there.
// Control characters come out as visibleText() escapes in all of them.

// One CSV field (RFC 4180): quoted where it must be; a field beginning with
// = + - @, a tab or a carriage return, which a spreadsheet would run as a
// formula, is quoted and begins with a single quote instead (OWASP's CSV
// injection advice). The numbers written are never negative.
QString csvField(const QString &value);

// Markdown: every character that could start emphasis, a link, code, a
// table cell, a heading or raw HTML is escaped with a backslash.
QString markdownText(const QString &text);

// HTML element content and attribute values: & < > " ' as references.
QString htmlText(const QString &text);

// BBCode: brackets become their full-width forms, so no text opens or closes
// a tag, [noparse] included, whichever tags a forum knows.
QString bbcodeText(const QString &text);

} // namespace cm
