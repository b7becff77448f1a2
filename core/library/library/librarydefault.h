// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/library.h"
#include "util/status.h"

#include <QStringList>

namespace cm {

// Opens the user's own library (defaultLibraryPath()), which follows the
// sessions folder too. On any thread: the connection is this call's.
Status openDefaultLibrary(Library *library);

// Adds session files a run wrote or the window saved or opened to the
// user's library, on the calling thread (never the window's: the files
// are read). Failure says why in one line, for a warning: a session is
// saved whether or not the library takes it.
Status addToDefaultLibrary(const QStringList &paths);

} // namespace cm
