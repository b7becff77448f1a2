// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// Text as the library stores it, and back. SQLite keeps text as UTF-8 or
// UTF-16, which a lone surrogate (text a session file may hold, being
// any JSON string) does not survive: it is joined to its neighbour or
// replaced, and so are U+FFFE and U+FFFF. Each of them is written as the
// escape character U+E000 and a character of the private use area
// standing for it, and U+E000 itself twice, so that every text comes back as it went; the
// usual text, with neither, is stored as it is.
QString toStoredText(const QString &text);
QString fromStoredText(const QString &stored);

} // namespace cm
