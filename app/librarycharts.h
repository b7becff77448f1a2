// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/chartexport.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cm {

class Library;

// What `library history` and `library compare` write.
struct LibraryChartFiles
{
    QList<ChartExport> images; // --png, --svg
    QString webPath;           // --web (compare only)
    ChartKind kind = ChartKind::Compare;
};

// `compressmark library history DRIVE`: the drive over time, what changed
// between its measurements, and the chart of it in `files`. An exit code.
int libraryHistory(Library &library, const QString &drive, const LibraryChartFiles &files);

// `compressmark library compare ID...`: the drives of these IDs from any
// sessions in one chart or web page, their files left as they are.
int libraryCompare(Library &library, const QStringList &ids, const LibraryChartFiles &files);

} // namespace cm
