// SPDX-License-Identifier: GPL-3.0-or-later
// A session made share-safe keeps its measurements and loses what names a
// person or a machine, wherever in the file it stands.
#include "publish/sharesafe.h"
#include "samplesession.h"
#include "session/sessionjson.h"
#include "volume/volumename.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// A session of someone's machine: names in the places a session holds them.
Session identifyingSession()
{
    Session session = test::sampleSession(2);
    session.machine.os = QStringLiteral("Debian GNU/Linux 12 (bookworm)");
    DriveRecord &first = session.drives[0];
    first.label = QStringLiteral("Samsung 990 Pro");
    first.source.serial = QStringLiteral("S7KHNJ0W123456");
    first.source.path = QStringLiteral("/home/alice/bench");
    first.plan.sourcePath = first.source.path;
    first.source.device = QStringLiteral("/dev/disk/by-uuid/0f3c2a4e-9b7d-4c1e-8a55-3d2f1e0b9c77");
    first.notes = {QStringLiteral("measured on workstation-7 by alice; see /proc/sys/vm/drop_caches")};
    first.runningBy = WorkspaceOwner{4711, 99, QStringLiteral("5b1f0a8e-2c3d-4e5f-8a9b-0c1d2e3f4a5b"),
                                     QStringLiteral("workstation-7"), QDateTime::currentDateTimeUtc()};
    DriveRecord &second = session.drives[1];
    second.source.serial = QStringLiteral("WD-WX12345");
    second.source.path = QStringLiteral("/media/alice/BACKUP-2024/bench");
    second.source.mountPoint = QStringLiteral("/media/alice/BACKUP-2024");
    second.source.device = QStringLiteral("//nas-basement/share");
    second.target.path = QStringLiteral("C:\\Users\\Alice Smith\\AppData\\Local\\Temp");
    second.plan.targetPath = second.target.path;
    second.extra.insert(QStringLiteral("comment"), QStringLiteral("copied from /Users/alice/Desktop"));
    return session;
}

QString jsonOf(const Session &session)
{
    return QString::fromUtf8(QJsonDocument(sessionToJson(session)).toJson());
}

} // namespace

TEST(ShareSafe, LeavesOutEveryNameOfAPersonOrMachineAndSaysWhat)
{
    ShareSafeSession safe;
    ASSERT_TRUE(
        shareSafe(identifyingSession(), {QStringLiteral("workstation-7"), QStringLiteral("alice"), QString()}, &safe));
    const QString json = jsonOf(safe.session);
    for (const char *identifying : {"S7KHNJ0W123456", "WD-WX12345", "alice", "Alice Smith", "workstation-7",
                                    "BACKUP-2024", "nas-basement", "0f3c2a4e-9b7d", "5b1f0a8e-2c3d"})
        EXPECT_FALSE(json.contains(QLatin1String(identifying), Qt::CaseInsensitive)) << identifying;
    EXPECT_TRUE(json.contains(QStringLiteral("/home/[user]/bench")));
    EXPECT_TRUE(json.contains(QStringLiteral("/media/[user]/[label]/bench")));
    EXPECT_TRUE(json.contains(QStringLiteral("//[host]/share")));
    EXPECT_TRUE(json.contains(QStringLiteral("C:\\\\Users\\\\[user]\\\\AppData")));
    EXPECT_TRUE(json.contains(QStringLiteral("/dev/disk/by-uuid/[uuid]")));
    EXPECT_EQ(safe.removed,
              QStringList({QStringLiteral("host names in 3 place(s)"), QStringLiteral("user names in 6 place(s)"),
                           QStringLiteral("serial numbers of drives in 2 place(s)"),
                           QStringLiteral("volume labels in 2 place(s)"),
                           QStringLiteral("2 UUID(s) (of filesystems, devices or boots)")}));
}

TEST(ShareSafe, KeepsWhatIsMeasurementsAndFactsOfTheSystem)
{
    const Session original = identifyingSession();
    ShareSafeSession safe;
    // A machine named like its system, or as short as a word of a path.
    ASSERT_TRUE(shareSafe(original, {QStringLiteral("Debian"), QStringLiteral("vm"), QString()}, &safe));
    const QString json = jsonOf(safe.session);
    EXPECT_TRUE(json.contains(QStringLiteral("Debian GNU/Linux 12 (bookworm)")));
    EXPECT_TRUE(json.contains(QStringLiteral("/proc/sys/vm/drop_caches")));
    EXPECT_EQ(safe.session.drives[0].label, QStringLiteral("Samsung 990 Pro"));
    ASSERT_EQ(safe.session.drives.size(), original.drives.size());
    for (qsizetype d = 0; d < original.drives.size(); ++d) {
        ASSERT_EQ(safe.session.drives[d].results.size(), original.drives[d].results.size());
        for (qsizetype r = 0; r < original.drives[d].results.size(); ++r)
            EXPECT_EQ(safe.session.drives[d].results[r].summary().medianMBps,
                      original.drives[d].results[r].summary().medianMBps);
    }
}

TEST(ShareSafe, ASessionWithNothingToRemoveSaysSo)
{
    Session session = test::sampleSession(1);
    session.drives[0].source.serial.reset();
    session.drives[0].source.path = QStringLiteral("/srv/bench");
    ShareSafeSession safe;
    ASSERT_TRUE(shareSafe(session, {QStringLiteral("workstation-7"), QStringLiteral("alice"), QString()}, &safe));
    EXPECT_TRUE(safe.removed.isEmpty()) << safe.removed.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(jsonOf(safe.session), jsonOf(session));
}

// A Windows volume's label names it beside its drive letter ("Alice's Files
// (D:)"): a share-safe copy keeps the letter, not the label, in the session
// and in the names shown from it.
TEST(ShareSafe, LeavesOutAWindowsVolumesLabel)
{
    Session session = test::sampleSession(1);
    session.drives[0].source.serial.reset();
    session.drives[0].source.path = QStringLiteral("D:\\bench");
    session.drives[0].source.mountPoint = QStringLiteral("D:\\");
    session.drives[0].source.device = QStringLiteral("\\Device\\HarddiskVolume3");
    session.drives[0].source.label = QStringLiteral("Alice Files");
    session.drives[0].notes = {QStringLiteral("measured on Alice Files (D:)")};
    ShareSafeSession safe;
    ASSERT_TRUE(shareSafe(session, {QStringLiteral("workstation-7"), QStringLiteral("bob"), QString()}, &safe));
    const QString json = jsonOf(safe.session);
    EXPECT_FALSE(json.contains(QStringLiteral("Alice Files"))) << json.toStdString();
    EXPECT_EQ(volumeName(safe.session.drives[0].source), QStringLiteral("[label] (D:)"));
    EXPECT_EQ(safe.removed, QStringList{QStringLiteral("volume labels in 2 place(s)")});
}
