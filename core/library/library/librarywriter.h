// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/library.h"
#include "library/libraryrecords.h"
#include "session/session.h"
#include "util/status.h"

#include <QSqlDatabase>

#include <optional>

namespace cm {

// One file as read for the library, before its rows are written.
struct IndexedFile
{
    enum class State {
        New,        // not in the library before
        Changed,    // its bytes differ from what was read before
        Touched,    // the same bytes under another size or time: only those change
        Unchanged,  // the same size and time: not read again
        Gone,       // in the library, but no longer a file that can be read
        Unreadable, // named, but no file that can be read
    };
    QString path;
    State state = State::New;
    qint64 knownId = 0; // its row, when the library has one
    LibraryFileIdentity identity;
    QString problem;                // why it is no session (New, Changed), or cannot be read
    std::optional<Session> session; // New and Changed sessions
};

// Writes what `file` changes in the library, in the transaction the caller
// holds, and counts it in `changes`; every value bound, never part of the
// statement.
// A changed file's drives keep their numbers, as do those in `carried`.
Status writeIndexedFile(const QSqlDatabase &database, const IndexedFile &file, bool sayKnownProblems,
                        const DriveNumbers &carried, LibraryChanges *changes);

} // namespace cm
