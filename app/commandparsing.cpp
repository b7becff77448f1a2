// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandparsing.h"

#include "exitcodes.h"
#include "terminal.h"
#include "util/shownpath.h"

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

// Qt's usage line names the program by the path it was started with; it
// reads as it is typed instead: "compressmark", or "compressmark run" for
// a command's. Then, as Qt's showHelp() would not on Windows (a message box
// when it sees no console, which is how wine and some launchers start a
// program), the help goes to stdout and the program ends.
[[noreturn]] void printHelpAndExit(const QCommandLineParser &parser, bool ofCommand)
{
    QString help = parser.helpText();
    const QStringList started = QCoreApplication::arguments();
    if (const QString program = started.value(0); !program.isEmpty() && help.contains(program)) {
        QString typed = QFileInfo(program).completeBaseName();
        if (ofCommand && started.size() > 1)
            typed += QLatin1Char(' ') + started.at(1);
        help.replace(help.indexOf(program), program.size(), typed);
    }
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
    if (helpAsked(parser))
        printHelpAndExit(parser, true);
    return true;
}

bool helpAsked(const QCommandLineParser &parser)
{
    // addHelpOption() adds --help-all too: it asks for the help, never for the work.
    return parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"));
}

void showHelpAndExit(const QCommandLineParser &parser)
{
    printHelpAndExit(parser, false);
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
        return Status::failure(Text::tr("--%1: %2 is not an existing folder").arg(option, shownPath(path)));
    return Status::ok();
}

} // namespace cm
