// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// The library of this user: library.sqlite in the user's data folder
// (~/.local/share/CompressMark/CompressMark on Linux).
QString defaultLibraryPath();

// The folder where sessions of the window's runs are saved
// (~/.local/share/CompressMark/sessions on Linux): the library follows it.
QString sessionsFolder();

// Makes the folder of the library at `path` where it is missing, readable
// by its owner alone (0700), and checks that the folder, the file and
// SQLite's files beside it (-wal, -shm, -journal) belong to this user and
// are no symbolic links: another user's library is never read.
Status checkLibraryLocation(const QString &path);

} // namespace cm
