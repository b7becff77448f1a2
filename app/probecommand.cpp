// SPDX-License-Identifier: GPL-3.0-or-later
#include "probecommand.h"

#include "commandparsing.h"
#include "exitcodes.h"
#include "probedetails.h"
#include "session/sessionjson.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "volume/volumeinfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ProbeCommand)
};

} // namespace

int probeCommand(const QStringList &arguments, const Privileges &privileges)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Prints what CompressMark knows about the volume holding PATH "
                                              "(mount, device, filesystem, RAM-backed, sizes) as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("path"), Text::tr("A file or folder on the volume."));
    parser.addOption({QStringLiteral("targets"),
                      Text::tr("Instead: list every RAM disk a run can copy to, "
                               "with its free space.")});
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    const QStringList paths = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("targets")) && paths.isEmpty()) {
        QJsonArray targets;
        for (const VolumeInfo &volume : ramBackedVolumes())
            targets.append(volumeToJson(volume));
        Terminal::out(QString::fromUtf8(QJsonDocument(targets).toJson()));
        return ExitCode::Success;
    }
    if (paths.size() != 1 || parser.isSet(QStringLiteral("targets"))) {
        Terminal::error(Text::tr("probe: name exactly one path, or --targets alone"));
        return ExitCode::BadUsage;
    }
    if (!QFileInfo::exists(paths.first())) {
        Terminal::error(Text::tr("probe: %1 does not exist").arg(shownPath(paths.first())));
        return ExitCode::BadUsage;
    }
    const VolumeInfo volume = probeVolume(paths.first());
    QJsonObject json = volumeToJson(volume);
    addSystemDetails(volume, privileges, &json);
    Terminal::out(QString::fromUtf8(QJsonDocument(json).toJson()));
    // Probing NTFS makes a folder and removes it again: a signal waits for that.
    if (Interrupts::received()) {
        Terminal::error(Text::tr("probe cancelled"));
        return ExitCode::Failed;
    }
    return ExitCode::Success;
}

} // namespace cm
