// SPDX-License-Identifier: GPL-3.0-or-later
// The program on Linux: the window where there is a display, otherwise a
// run with defaults.
#include "platform.h"

#include "exitcodes.h"
#include "guicommand.h"
#include "runcommand.h"

#include <QDir>

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace cm::Platform {

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

int openWindow(const QStringList &arguments, const Privileges &privileges)
{
    return guiCommand(arguments, privileges);
}

const char *withoutCommandDescription()
{
    return QT_TRANSLATE_NOOP("main",
                             "Without a command: the window when a display is available, otherwise 'run' with "
                             "defaults.");
}

int runWithoutCommand(const QStringList &arguments, const Privileges &privileges)
{
    return hasDisplay() ? openWindow({arguments.first()}, privileges) : runCommand(arguments, privileges);
}

} // namespace cm::Platform
