#pragma once

#include <QCommandLineParser>

namespace cm {

// Parses a subcommand's arguments; shows help and exits on --help. Returns
// false after printing one error line when the arguments do not parse.
bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments);

} // namespace cm
