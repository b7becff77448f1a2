// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "library/libraryrecords.h"
#include "librarypage/librarytablemodel.h"
#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cm {

// What the Library page asks of the library and the session files, each
// on a worker thread with a Library object (a connection) of its own:
// the GUI thread never waits for the database or the files.

// The library at `libraryPath` (empty: the user's own) refreshed, and
// every drive in it as a row of the table.
struct LibraryListing
{
    Status status = Status::ok();
    QList<LibraryRow> rows;
    QStringList notes; // rebuilt, read as it is, files that are no sessions: one line each
};
LibraryListing listLibrary(const QString &libraryPath);

// Drives of any sessions as one session, read from their files.
struct DrivesSideBySide
{
    Status status = Status::ok();
    Session merged;
};
DrivesSideBySide drivesSideBySide(const QList<LibraryDrive> &drives);

// One drive over time, and the chart of it.
struct DriveHistory
{
    Status status = Status::ok();
    Session history; // a drive per measurement (librarysessions.h)
    ChartData chart;
};
DriveHistory driveHistory(const QString &libraryPath, const LibraryDrive &drive);

// Histories linked, or a link undone (librarylinks.h): what was done, in
// one sentence.
struct LinkChange
{
    Status status = Status::ok();
    QString said;
};
LinkChange linkHistories(const QString &libraryPath, const QList<LibraryDrive> &drives);
LinkChange unlinkMeasurement(const QString &libraryPath, const LibraryDrive &drive);

} // namespace cm
