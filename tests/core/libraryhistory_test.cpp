// SPDX-License-Identifier: GPL-3.0-or-later
// Drives of the library read back as sessions: a drive over time, what
// changed between its measurements, and a drive its file no longer holds.
#include "library/librarysessions.h"
#include "librarysessions.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

using namespace cm;
using namespace cm::test;

namespace {

Session measuredOn(const QDateTime &when, const QString &kernel)
{
    Session session = librarySession({fastSsdFacts()}, when);
    session.machine.kernel = kernel;
    return session;
}

QStringList labels(const Session &session)
{
    QStringList names;
    for (const DriveRecord &drive : session.drives)
        names.append(drive.label);
    return names;
}

} // namespace

TEST(LibrarySessions, NamesEachMeasurementByItsDayAndByItsTimeWhereTwoShareADay)
{
    const QList<Session> points{
        measuredOn(QDateTime(QDate(2026, 1, 10), QTime(9, 0)), QStringLiteral("6.1")),
        measuredOn(QDateTime(QDate(2026, 3, 5), QTime(9, 0)), QStringLiteral("6.1")),
        measuredOn(QDateTime(QDate(2026, 3, 5), QTime(17, 30)), QStringLiteral("6.1")),
    };
    const Session history = historySession(points);
    EXPECT_EQ(labels(history),
              (QStringList{QStringLiteral("2026-01-10"), QStringLiteral("2026-03-05 09:00"),
                           QStringLiteral("2026-03-05 17:30")}));
    EXPECT_TRUE(historyChanges(points).isEmpty()) << "measured alike each time";
}

TEST(LibrarySessions, SaysWhatChangedBetweenTwoMeasurementsOnly)
{
    QList<Session> points{
        measuredOn(QDateTime(QDate(2026, 1, 10), QTime(9, 0)), QStringLiteral("6.1.0-28-amd64")),
        measuredOn(QDateTime(QDate(2026, 3, 5), QTime(9, 0)), QStringLiteral("6.12.9-amd64")),
        measuredOn(QDateTime(QDate(2026, 5, 20), QTime(9, 0)), QStringLiteral("6.12.9-amd64")),
    };
    points[2].drives[0].source.filesystem = QStringLiteral("ext4");
    const QStringList changes = historyChanges(points);
    ASSERT_EQ(changes.size(), 2) << changes.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(changes[0], QStringLiteral("2026-01-10 → 2026-03-05: kernel 6.1.0-28-amd64 → 6.12.9-amd64"));
    EXPECT_EQ(changes[1], QStringLiteral("2026-03-05 → 2026-05-20: filesystem btrfs → ext4"));
}

TEST(LibrarySessions, ADriveItsFileNoLongerHoldsIsNamedWithTheFile)
{
    TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("a.cmsession.json"));
    writeSessionFile(librarySession({fastSsdFacts()}), path);
    LibraryDrive gone;
    gone.sessionPath = path;
    gone.driveId = QStringLiteral("d9");
    QList<Session> sessions;
    const Status status = sessionsOfDrives({gone}, &sessions);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("a.cmsession.json"))) << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(QStringLiteral("d9")));

    LibraryDrive there = gone;
    there.driveId = QStringLiteral("d1");
    ASSERT_TRUE(sessionsOfDrives({there, there}, &sessions));
    ASSERT_EQ(sessions.size(), 2) << "one session per drive asked for, the file read once";
    EXPECT_EQ(sessions[0].drives.size(), 1);
}
