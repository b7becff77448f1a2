// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/interruptwatch.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cm {

// The side of CompressMark that is not root asking compressmark-helper for
// what needs root: dropping every cache, and on Linux a loop image in a
// workspace (helperimages_linux.h). On Linux it goes through pkexec, and
// polkit asks for an administrator's password (kept for a few minutes); on
// Windows the helper is started elevated once, and Windows asks for
// consent. Nothing here ever runs without the user seeing that.
namespace PrivilegedHelper {

// The installed helper (libexec/compressmark/ beside the program's bin/, or
// next to the program in a build tree); empty when there is none.
QString helperPath();

// The program COMPRESSMARK_HELPER names, when that is set: started
// directly instead of `pkexec compressmark-helper`, with the same
// arguments, its exit status read as pkexec's. For systems with another way
// to become root (a script around sudo), and for trying the fallbacks.
QString launcherOverride();

// Whether the helper can be started: the helper and pkexec are both there,
// or COMPRESSMARK_HELPER names a program; `whyNot` says what is missing.
// Whether it may be used is Privileges' to say.
bool isInstalled(QString *whyNot = nullptr);

// Runs `pkexec HELPER arguments...` (or the override) and reads its
// one-line JSON reply. `cancel` ends the wait within two seconds while
// pkexec still waits for a password (the helper is then never started);
// a helper already at work as root is let finish, and its reply read.
Status run(const QStringList &arguments, QJsonObject *reply, const Cancellation &cancel);

// What one run of the helper (through pkexec) meant: a refusal by polkit
// (exit 126), pkexec unable to start it or find an agent (127), the
// helper's own refusal (2) or failure (1) with its message, or its reply.
Status interpret(int exitCode, bool crashed, const QByteArray &standardOutput, const QByteArray &standardError,
                 QJsonObject *reply);

// A signal to the process (Ctrl+C) cancels unless the caller says otherwise.
Status dropCaches(const Cancellation &cancel = Interrupts::cancellation());

} // namespace PrivilegedHelper
} // namespace cm
