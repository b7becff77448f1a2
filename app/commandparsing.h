// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QCommandLineParser>

namespace cm {

// Parses a subcommand's arguments; shows help and exits on --help or
// --help-all. Returns false after printing one error line when the
// arguments do not parse.
bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments);

// Whether --help, -h or --help-all was given.
bool helpAsked(const QCommandLineParser &parser);

// Print the help or the version on stdout and end the program, always on
// the console.
[[noreturn]] void showHelpAndExit(const QCommandLineParser &parser);
[[noreturn]] void showVersionAndExit();

// Checks that `--option PATH` names an existing folder.
Status checkExistingFolder(const QString &option, const QString &path);

} // namespace cm
