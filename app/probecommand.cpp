#include "probecommand.h"

#include "commandparsing.h"
#include "exitcodes.h"
#include "session/sessionjson.h"
#include "terminal.h"
#include "volume/volumeinfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ProbeCommand)
};

} // namespace

int probeCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Prints what CompressMark knows about the volume holding PATH "
                                              "(mount, device, filesystem, RAM-backed, sizes) as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("path"), Text::tr("A file or folder on the volume."));
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    const QStringList paths = parser.positionalArguments();
    if (paths.size() != 1) {
        Terminal::error(Text::tr("probe: name exactly one path"));
        return ExitCode::BadUsage;
    }
    if (!QFileInfo::exists(paths.first())) {
        Terminal::error(Text::tr("probe: %1 does not exist").arg(paths.first()));
        return ExitCode::BadUsage;
    }
    Terminal::out(QString::fromUtf8(QJsonDocument(volumeToJson(probeVolume(paths.first()))).toJson()));
    return ExitCode::Success;
}

} // namespace cm
