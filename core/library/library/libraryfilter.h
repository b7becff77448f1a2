// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantList>

#include <utility>

namespace cm {

// Which drives of the library a list shows; an empty field lets every
// drive through. Texts are matched as text only: they are bound to the
// query, never part of it.
struct LibraryFilter
{
    QString model;       // a part of the model, in any case
    QString filesystem;  // the filesystem, in any case: "btrfs"
    QString compression; // "btrfs:zstd", or the method alone for any algorithm: "btrfs"
    QString dataSet;     // a data set a result of the drive is of: "books", "folder:/data"
    QDateTime since;     // measured at or after
    QDateTime until;     // measured before
    QString search;      // a part of the label, name, model, serial, filesystem, kernel, CPU, system, path or data sets
    QString sessionPath; // the drives of one file
    // With `onlyParts`: the drives of these models and serials, and these
    // measurements (a session file and a drive's id in it), none else:
    // one drive over time (librarylinks.h).
    bool onlyParts = false;
    QList<std::pair<QString, QString>> modelsAndSerials;
    QList<std::pair<QString, QString>> measurements;

    // " WHERE ..." over the drives `d` and files `f` joined, with the
    // values to bind in `bindings`, in order; empty when nothing filters.
    QString whereClause(QVariantList *bindings) const;
};

} // namespace cm
