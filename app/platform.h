// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

// What the program is on this system: how it opens its window, what it does
// without a command, and what its process needs before Qt starts
// (platform_linux.cpp, platform_windows.cpp). The commands are the same
// everywhere (commandtable.cpp).
namespace cm::Platform {

// Before QApplication is made.
void prepareProcess();

// The command line as given, before QApplication takes its options out.
QStringList commandLine(int argc, char **argv);

// Whether a window could be shown.
bool hasDisplay();

// The window, for `gui` and without a command.
int openWindow(const QStringList &arguments, const Privileges &privileges);

// For the help: what the program does without a command (translated in the
// context "main").
const char *withoutCommandDescription();

// Does it: `arguments` are the whole command line.
int runWithoutCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm::Platform
