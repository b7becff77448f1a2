// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

#include <vector>

namespace cm {

// The names in the folder open as `dirFd` (without "." and ".."), sorted.
// Leaves `dirFd` open and usable for openat/fstatat; `path` only names the
// folder in the failure message.
Status listDirectory(int dirFd, const QByteArray &path, std::vector<QByteArray> *names);

} // namespace cm
