// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandtable.h"

#include <QStringList>

#include <span>

// What the program is on this system: its commands, what it does without
// one, and what its process needs before Qt starts. Linux:
// platform_linux.cpp, every command and the window; Windows:
// platform_windows.cpp, the commands built there so far
// (docs/WINDOWS.md).
namespace cm::Platform {

// Before QApplication is made.
void prepareProcess();

// The command line as given, before QApplication takes its options out.
QStringList commandLine(int argc, char **argv);

// Whether a window could be shown.
bool hasDisplay();

// The commands, in the order the help lists them.
std::span<const Command> commands();

// For the help: what the program does without a command (translated in the
// context "main").
const char *withoutCommandDescription();

// Does it: `arguments` are the whole command line.
int runWithoutCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm::Platform
