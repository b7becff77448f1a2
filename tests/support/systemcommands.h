// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm::test {

// A command that fails at once with exit status 1, on every system; its
// first word is the program a failure names.
inline QString failingCommand()
{
#ifdef Q_OS_WIN
    return QStringLiteral("cmd /c exit 1");
#else
    return QStringLiteral("false");
#endif
}

} // namespace cm::test
