#include "commandparsing.h"

#include "exitcodes.h"
#include "terminal.h"

namespace cm {

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments)) {
        Terminal::error(parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(ExitCode::Success);
    return true;
}

} // namespace cm
