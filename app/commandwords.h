// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// The command line's sentences that name this system's own ways, as
// sources for the translation context named beside each; one definition
// per system (commandwords_linux.cpp, commandwords_windows.cpp).
struct CommandWords
{
    const char *compressionOption; // RunOptions: --compression's help
    const char *copierOption;      // RunOptions: --copier's help
    const char *cacheOption;       // RunOptions: --cache's help
    const char *noHelperOption;    // RunOptions: --no-helper's help
    const char *systemDataSet;     // GenerateCommand: where the system data set's files come from
};

const CommandWords &commandWords();

} // namespace cm
