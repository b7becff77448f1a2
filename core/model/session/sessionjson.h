// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QJsonObject>

namespace cm {

constexpr const char *SessionFormatName = "compressmark-session";
constexpr int SessionFormatVersion = 1;

// The session as a JSON document of format "compressmark-session",
// version 1 (docs/SESSION-FORMAT.md).
QJsonObject sessionToJson(const Session &session);
QJsonObject volumeToJson(const VolumeInfo &volume);
// One drive as the session's "drives" hold it.
QJsonObject driveToJson(const DriveRecord &drive);

} // namespace cm
