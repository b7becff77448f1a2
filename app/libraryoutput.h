// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"

#include <QJsonArray>
#include <QList>
#include <QString>

namespace cm {

// `library list`: one line per drive under a heading, its number first.
QString libraryListText(const QList<LibraryDrive> &drives);
// `library show`: each drive, its session and its results.
QString libraryShowText(const QList<LibraryDrive> &drives);
// `--json`: the drives, with their results when `withResults`.
QJsonArray libraryDrivesJson(const QList<LibraryDrive> &drives, bool withResults);

} // namespace cm
