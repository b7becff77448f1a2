// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm::test {

// Makes `link` a symbolic link to `target` (on Windows a real one, as
// CreateSymbolicLink makes it, not the shortcut QFile::link makes there);
// false when none was made.
bool makeSymbolicLink(const QString &target, const QString &link);

// Whether this system makes symbolic links at all; `why` says why not
// (wine's CreateSymbolicLink answers yes and makes none). For tests to skip.
bool canMakeSymbolicLinks(QString *why);

} // namespace cm::test
