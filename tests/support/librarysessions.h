// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace cm::test {

// What tells the drives of the library's tests apart.
struct LibraryDriveFacts
{
    QString label = QStringLiteral("Disk");
    QString model = QStringLiteral("Test Disk 1000");
    QString serial = QStringLiteral("S1");
    QString filesystem = QStringLiteral("btrfs");
    CompressionMethod method = CompressionMethod::Btrfs;
    QString algorithm = QStringLiteral("zstd");
    QStringList dataSets{QStringLiteral("books"), QStringLiteral("photos")};
};

// The SSD and the hard disk most of the library's tests measure.
LibraryDriveFacts fastSsdFacts();
LibraryDriveFacts oldDiskFacts();

// A session of one drive per entry of `drives`, made at `created`, each
// with both variants' read results of its data sets (the sample's runs).
Session librarySession(const QList<LibraryDriveFacts> &drives,
                       const QDateTime &created = QDateTime(QDate(2026, 11, 30), QTime(13, 0), Qt::UTC));

// Saves `session` to `path` (a test fails where it cannot).
void writeSessionFile(const Session &session, const QString &path);

// Opens the SQLite file at `path` with a connection of the test's own and
// runs `statements` in it; the first error, or empty.
QString runSql(const QString &path, const QStringList &statements);

// The first column of the first row `query` gives in the file at `path`.
QVariant sqlValue(const QString &path, const QString &query);

} // namespace cm::test
