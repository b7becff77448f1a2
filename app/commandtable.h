// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QString>
#include <QStringList>

#include <span>

namespace cm {

// One command of the program, as `compressmark --help` lists it and as
// main() calls it: the table of them is the one place both come from.
struct Command
{
    // Where the help lists a command.
    enum class Section {
        Everyday,
        AfterKilledRun, // tidying up after a run that could not clean up
    };

    const char *name;
    // For the help, translated in the context "main" (QT_TRANSLATE_NOOP); a
    // line break in it continues under the description's first line.
    const char *description;
    // `arguments`: the program's name, then what follows the command's name;
    // `privileges`: what the process may do as root, captured at start-up.
    int (*run)(const QStringList &arguments, const Privileges &privileges);
    bool needsDisplay = false; // the window; all others render offscreen
    Section section = Section::Everyday;
};

// The program's commands, in the order the help lists them.
std::span<const Command> programCommands();

// The command named `name`; null when none is.
const Command *findCommand(std::span<const Command> commands, const QString &name);

// What the program does, its commands with their descriptions and
// `withoutCommand` (translated in the context "main"), for --help.
QString programDescription(std::span<const Command> commands, const char *withoutCommand);

// "run, report, … or gui": every command's name.
QString commandNames(std::span<const Command> commands);

} // namespace cm
