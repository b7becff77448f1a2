// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline_windows.h"

#include <windows.h>

#include <shellapi.h>

namespace cm {

QStringList wideCommandLine()
{
    int count = 0;
    wchar_t **words = CommandLineToArgvW(GetCommandLineW(), &count);
    QStringList arguments;
    for (int i = 0; i < count; ++i)
        arguments.append(QString::fromWCharArray(words[i]));
    LocalFree(words);
    return arguments;
}

} // namespace cm
