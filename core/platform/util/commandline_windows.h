// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace cm {

// The program's command line from GetCommandLineW, split as the C runtime
// splits it: argv has it in the ANSI code page, which cannot hold every
// file name.
QStringList wideCommandLine();

} // namespace cm
