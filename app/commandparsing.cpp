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

} // namespace

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments)) {
        Terminal::error(parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help")))
        showHelpAndExit(parser);
    return true;
}

// Qt's showHelp() would put the text in a message box on Windows when it
// sees no console, which is how wine and some launchers start a program.
void showHelpAndExit(const QCommandLineParser &parser)
{
    Terminal::out(parser.helpText());
    std::exit(ExitCode::Success);
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
