// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryjobs.h"

#include "chart/historychartdata.h"
#include "library/library.h"
#include "library/librarydefault.h"
#include "library/librarylocation.h"
#include "library/librarysessions.h"
#include "session/sessionmerge.h"
#include "util/shownpath.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryJobs)
};

Status openLibrary(const QString &libraryPath, Library *library)
{
    return libraryPath.isEmpty() ? openDefaultLibrary(library) : library->open();
}

} // namespace

LibraryListing listLibrary(const QString &libraryPath)
{
    LibraryListing listing;
    Library library(libraryPath.isEmpty() ? defaultLibraryPath() : libraryPath);
    if (listing.status = openLibrary(libraryPath, &library); !listing.status)
        return listing;
    if (!library.rebuiltBecause().isEmpty())
        listing.notes.append(Text::tr("The library %1 was rebuilt from its session files: %2")
                                 .arg(shownPath(library.path()), library.rebuiltBecause()));
    LibraryChanges changes;
    if (Status refreshed = library.refresh(&changes); !refreshed)
        listing.notes.append(refreshed.message());
    listing.notes += changes.problems;
    QList<LibraryDrive> drives;
    listing.status = library.drives(LibraryFilter(), true, &drives);
    listing.rows.reserve(drives.size());
    for (LibraryDrive &drive : drives)
        listing.rows.append(libraryRow(std::move(drive)));
    return listing;
}

DrivesSideBySide drivesSideBySide(const QList<LibraryDrive> &drives)
{
    DrivesSideBySide shown;
    QList<Session> sessions;
    if (shown.status = sessionsOfDrives(drives, &sessions); shown.status)
        shown.merged = mergeSessions(sessions);
    return shown;
}

DriveHistory driveHistory(const QString &libraryPath, const LibraryDrive &drive)
{
    DriveHistory history;
    Library library(libraryPath.isEmpty() ? defaultLibraryPath() : libraryPath);
    QList<LibraryDrive> points;
    QList<Session> sessions;
    if (history.status = openLibrary(libraryPath, &library); !history.status)
        return history;
    if (history.status = library.history(drive, &points); !history.status)
        return history;
    if (history.status = sessionsOfDrives(points, &sessions); !history.status)
        return history;
    history.history = historySession(sessions);
    history.chart
        = historyChartData(history.history, drive.name.isEmpty() ? drive.model : drive.name, historyChanges(sessions));
    return history;
}

LinkChange linkHistories(const QString &libraryPath, const QList<LibraryDrive> &drives)
{
    LinkChange change;
    Library library(libraryPath.isEmpty() ? defaultLibraryPath() : libraryPath);
    int joined = 0;
    QList<LibraryDrive> history;
    if (change.status = openLibrary(libraryPath, &library); !change.status)
        return change;
    if (change.status = library.link(drives, &joined); !change.status)
        return change;
    if (change.status = library.history(drives.constFirst(), &history); !change.status)
        return change;
    change.said = joined == 0
        ? Text::tr("These drives are one drive over time already.")
        : Text::tr("Linked into one drive over time: %n measurement(s).", nullptr, int(history.size()));
    return change;
}

LinkChange unlinkMeasurement(const QString &libraryPath, const LibraryDrive &drive)
{
    LinkChange change;
    Library library(libraryPath.isEmpty() ? defaultLibraryPath() : libraryPath);
    LibraryLinks::Unlinked done = LibraryLinks::Unlinked::AlreadyAlone;
    if (change.status = openLibrary(libraryPath, &library); !change.status)
        return change;
    if (change.status = library.unlink(drive, &done); !change.status)
        return change;
    change.said = unlinkedText(drive, done);
    return change;
}

} // namespace cm
