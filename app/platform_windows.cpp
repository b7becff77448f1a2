// SPDX-License-Identifier: GPL-3.0-or-later
// The program on Windows: every command (docs/WINDOWS.md) and the window.
#include "platform.h"

#include "advisecommand.h"
#include "cleancommand.h"
#include "generatecommand.h"
#include "guicommand.h"
#include "probecommand.h"
#include "reportcommand.h"
#include "runcommand.h"
#include "util/commandline_windows.h"

#include <windows.h>

namespace cm::Platform {
namespace {

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

const Command Commands[] = {
    {"run", QT_TRANSLATE_NOOP("main", "run the benchmark (see 'compressmark run --help')"), &runCommand},
    {"report", QT_TRANSLATE_NOOP("main", "charts and tables of saved sessions (see 'compressmark report --help')"),
     [](const QStringList &arguments, const Privileges &) { return reportCommand(arguments); }},
    {"probe", QT_TRANSLATE_NOOP("main", "print what is known about the volume holding a path, as JSON"), &probeCommand},
    {"generate", QT_TRANSLATE_NOOP("main", "write one data set into a new folder and print its manifest as JSON"),
     [](const QStringList &arguments, const Privileges &) { return generateCommand(arguments); }},
    {"advise", QT_TRANSLATE_NOOP("main", "predict whether compression pays off on this drive and CPU"), &adviseCommand},
    {.name = "clean",
     .description = QT_TRANSLATE_NOOP("main", "list and remove the workspaces it left behind (see 'compressmark clean "
                                              "--help')"),
     .run = &cleanCommand,
     .section = Command::Section::AfterKilledRun},
    {.name = "gui",
     .description = QT_TRANSLATE_NOOP("main", "open the window (the default), with the session files named after it"),
     .run = &openWindow},
};

} // namespace

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

std::span<const Command> commands()
{
    return Commands;
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
