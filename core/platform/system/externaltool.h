// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QString>
#include <QStringList>

class QProcess;

namespace cm {

// A system program CompressMark runs (mkfs.btrfs, mkntfs, ntfs-3g; robocopy),
// looked up in the system's own folders only, never through $PATH, since
// some of them run as root.
namespace ExternalTool {

// The absolute path of `name` in /usr/sbin, /usr/bin, /sbin or /bin
// (Windows: `name`.exe in the system folder, System32); empty when it is
// not installed.
QString find(const QString &name);

// Runs the program and waits up to `timeoutSeconds`; a failure quotes the
// exit status and the program's last line of error output.
Status run(const QString &program, const QStringList &arguments, int timeoutSeconds = 120);

// Starts `process` as the leader of a process group of its own, so that the
// terminal's Ctrl+C (sent to the whole foreground group) and a signal to
// CompressMark's group do not reach it: only CompressMark stops it, and
// cleans up after it. Its stdin must not be the terminal. Its CPU time is
// counted in CpuTimes::ofEndedChildren().
void startInOwnGroup(QProcess &process);

// Kills a process started by startInOwnGroup() (on Linux with everything it
// started), and waits for it.
void killGroup(QProcess &process);

} // namespace ExternalTool
} // namespace cm
