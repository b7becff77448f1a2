// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/librarydefault.h"

#include "library/librarylocation.h"

namespace cm {

Status openDefaultLibrary(Library *library)
{
    library->setSessionsFolder(sessionsFolder());
    return library->open();
}

Status addToDefaultLibrary(const QStringList &paths)
{
    Library library(defaultLibraryPath());
    if (Status status = openDefaultLibrary(&library); !status)
        return status;
    LibraryChanges changes;
    if (Status status = library.add(paths, &changes); !status)
        return status;
    return changes.problems.isEmpty() ? Status::ok() : Status::failure(changes.problems.constFirst());
}

} // namespace cm
