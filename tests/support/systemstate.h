// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

#include <sys/types.h>

namespace cm::test {

// What a run may leave behind outside plain files, read straight from the
// kernel so that tests do not trust the code they test.

// Mount points at or below `folder` (/proc/self/mountinfo).
QStringList mountsBelow(const QString &folder);

// Loop devices whose backing file lies below `folder` (/sys/block/loop*).
QStringList loopDevicesBackedBelow(const QString &folder);

// A process as /proc/PID/stat shows it.
struct ProcessState
{
    QString name;   // the command, at most 15 characters
    char state = 0; // R, S, D, T (stopped), Z (ended, not yet waited for), ...
    pid_t parent = 0;
    pid_t group = 0;
};
std::optional<ProcessState> processState(pid_t pid);

// Whether every thread of `pid` has stopped (SIGSTOP is delivered to each
// thread in its own time), waiting up to `timeoutMs` for it.
bool waitUntilStopped(pid_t pid, int timeoutMs = 2000);

// A child of `parent` whose command is `name`; 0 when there is none.
pid_t childNamed(pid_t parent, const QString &name);

} // namespace cm::test
