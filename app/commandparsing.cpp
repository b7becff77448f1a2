// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandparsing.h"

#include "exitcodes.h"
#include "terminal.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdlib>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandParsing)
};

// Qt's showHelp() would put the text in a message box on Windows when it
// sees no console, which is how wine and some launchers start a program.
[[noreturn]] void printAndExit(const QString &help)
{
    Terminal::out(help);
    std::exit(ExitCode::Success);
}

} // namespace

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments)) {
        Terminal::error(parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // Qt's usage line names the program by the path it was started
        // with; a command's reads as it is typed: "compressmark run".
        QString help = parser.helpText();
        const QStringList started = QCoreApplication::arguments();
        if (started.size() > 1 && help.contains(started.constFirst()))
            help.replace(help.indexOf(started.constFirst()), started.constFirst().size(),
                         QFileInfo(started.constFirst()).completeBaseName() + QLatin1Char(' ') + started.at(1));
        printAndExit(help);
    }
    return true;
}

void showHelpAndExit(const QCommandLineParser &parser)
{
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    if (!program.isEmpty() && help.contains(program))
        help.replace(help.indexOf(program), program.size(), QFileInfo(program).completeBaseName());
    printAndExit(help);
}

void showVersionAndExit()
{
    Terminal::out(QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion()
                  + QLatin1Char('\n'));
    std::exit(ExitCode::Success);
}

Status checkExistingFolder(const QString &option, const QString &path)
{
    if (path.isEmpty())
        return Status::failure(Text::tr("--%1: name a folder").arg(option));
    if (!QFileInfo(path).isDir())
        return Status::failure(Text::tr("--%1: %2 is not an existing folder").arg(option, path));
    return Status::ok();
}

} // namespace cm
