// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace cm {

// The process that made a workspace, as its marker file records it, so that
// a later run can tell a workspace left by a killed run (stale) from one in
// use. A process is told apart from a later one with the same id by its
// start time, and a reboot by the kernel's boot id.
struct WorkspaceOwner
{
    qint64 pid = 0;
    qint64 processStartTicks = 0; // /proc/PID/stat field 22: clock ticks after boot
    QString bootId;               // /proc/sys/kernel/random/boot_id
    QString host;
    QDateTime created; // UTC

    static WorkspaceOwner ofThisProcess();

    // The marker file's text: a first line for people, then key=value lines.
    QByteArray toMarkerText() const;
    // Empty when the text records no owner (a marker of an older version).
    static std::optional<WorkspaceOwner> fromMarkerText(const QByteArray &text);

    // Whether the owner may still run. True when that cannot be told (made on
    // another host, which shares this folder): only a proven-dead owner makes
    // a workspace stale.
    bool mayStillRun() const;
};

} // namespace cm
