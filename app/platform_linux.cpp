// SPDX-License-Identifier: GPL-3.0-or-later
// The program on Linux: every command, and the window where there is a
// display.
#include "platform.h"

#include "advisecommand.h"
#include "cleancommand.h"
#include "exitcodes.h"
#include "generatecommand.h"
#include "probecommand.h"
#include "reportcommand.h"
#include "guicommand.h"
#include "runcommand.h"

#include <QDir>

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace cm::Platform {
namespace {

// Every command; the help lists them by section.
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
     .description = QT_TRANSLATE_NOOP("main", "open the window (the default when a display is available), with the\n"
                                              "session files named after it"),
     .run = &guiCommand,
     .needsDisplay = true},
};

} // namespace

// Qt falls back to /tmp/runtime-$USER when XDG_RUNTIME_DIR is unset (root
// shells, CI) but warns on stderr, which is kept for one-line errors. Give
// it the same folder without the warning.
void prepareProcess()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QByteArray folder = QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(::getuid());
    if (::mkdir(folder.constData(), 0700) == 0 || errno == EEXIST)
        qputenv("XDG_RUNTIME_DIR", folder);
}

QStringList commandLine(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

bool hasDisplay()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

std::span<const Command> commands()
{
    return Commands;
}

const char *withoutCommandDescription()
{
    return QT_TRANSLATE_NOOP("main", "Without a command: the window when a display is available, otherwise 'run' with "
                                     "defaults.");
}

int runWithoutCommand(const QStringList &arguments, const Privileges &privileges)
{
    return hasDisplay() ? guiCommand({arguments.first()}, privileges) : runCommand(arguments, privileges);
}

} // namespace cm::Platform
