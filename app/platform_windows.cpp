// SPDX-License-Identifier: GPL-3.0-or-later
// The program on Windows: the window, with no console of its own.
#include "platform.h"

#include "guicommand.h"
#include "util/commandline_windows.h"

#include <windows.h>

namespace cm::Platform {

// The window. Started from Explorer or the Start menu, the program got a
// console of its own, which only stands in the way: it is let go (a
// console another program shares, as a command prompt's, stays).
int openWindow(const QStringList &arguments, const Privileges &privileges)
{
    DWORD processes[2];
    if (GetConsoleProcessList(processes, 2) == 1)
        FreeConsole();
    return guiCommand(arguments, privileges);
}

// A console program: --help and errors of the command line go to the
// console, never to a message box.
void prepareProcess()
{
    qputenv("QT_COMMAND_LINE_PARSER_NO_GUI_MESSAGE_BOXES", "1");
}

QStringList commandLine(int, char **)
{
    return wideCommandLine();
}

bool hasDisplay()
{
    return true; // a desktop session always has one
}

const char *withoutCommandDescription()
{
    return QT_TRANSLATE_NOOP("main", "Without a command: the window.");
}

int runWithoutCommand(const QStringList &arguments, const Privileges &privileges)
{
    return openWindow({arguments.first()}, privileges);
}

} // namespace cm::Platform
