// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/reproduce.h"
#include "util/shownpath.h"

#include <gtest/gtest.h>

using namespace cm;

// A path is shown as its system's user writes it: Windows' drives with
// backslashes wherever the session is read, Linux paths as they are.
TEST(ShownPath, AWindowsDrivesPathIsShownWithBackslashesOnEverySystem)
{
    EXPECT_EQ(shownPath(QStringLiteral("C:/bench/target")), QStringLiteral("C:\\bench\\target"));
    EXPECT_EQ(shownPath(QStringLiteral("R:/")), QStringLiteral("R:\\"));
    EXPECT_EQ(shownPath(QStringLiteral("D:\\data/books")), QStringLiteral("D:\\data\\books"));
    EXPECT_EQ(shownPath(QStringLiteral("C:")), QStringLiteral("C:"));
    EXPECT_TRUE(isOnWindowsDrive(QStringLiteral("r:\\")));
    EXPECT_FALSE(isOnWindowsDrive(QStringLiteral("C:x")));
    EXPECT_FALSE(isOnWindowsDrive(QStringLiteral("/C:/x")));
}

// A Linux path from the root is Linux's on both systems (a Linux session
// read on Windows); a relative path takes this system's separators.
TEST(ShownPath, OtherPathsFollowTheirSystem)
{
    EXPECT_EQ(shownPath(QStringLiteral("/work/bench")), QStringLiteral("/work/bench"));
#ifdef Q_OS_WIN
    EXPECT_EQ(shownPath(QStringLiteral("bench/session.cmsession.json")),
              QStringLiteral("bench\\session.cmsession.json"));
    EXPECT_EQ(shownPath(QStringLiteral("//server/share/bench")), QStringLiteral("\\\\server\\share\\bench"));
#else
    EXPECT_EQ(shownPath(QStringLiteral("bench/C:/x")), QStringLiteral("bench/C:/x"));
    EXPECT_EQ(shownPath(QStringLiteral("back\\slash")), QStringLiteral("back\\slash"));
#endif
    EXPECT_EQ(shownPath(QString()), QString());
}

// The web page's command to measure a drive again names its folders as the
// drive's system writes them.
TEST(ShownPath, TheCommandToMeasureAgainWritesFoldersAsTheirSystemDoes)
{
    DriveRecord drive;
    drive.plan.sourcePath = QStringLiteral("C:/bench data");
    drive.plan.targetPath = QStringLiteral("R:/");
    QString command = reproduceCommand(drive, QStringLiteral("s.cmsession.json"));
    EXPECT_TRUE(command.contains(QStringLiteral("--source \"C:\\bench data\" --target R:\\ ")))
        << command.toStdString();

    drive.plan.sourcePath = QStringLiteral("/work/my bench");
    drive.plan.targetPath = QStringLiteral("/dev/shm");
    command = reproduceCommand(drive, QStringLiteral("s.cmsession.json"));
    EXPECT_TRUE(command.contains(QStringLiteral("--source '/work/my bench' --target /dev/shm ")))
        << command.toStdString();
}

// Paths listed together are each shown as their own system writes them.
TEST(ShownPath, EachOfSeveralPathsIsShownAsItsSystemWritesIt)
{
    EXPECT_EQ(shownPaths({QStringLiteral("C:/a.cmsession.json"), QStringLiteral("/srv/b.cmsession.json")}),
              QStringList({QStringLiteral("C:\\a.cmsession.json"), QStringLiteral("/srv/b.cmsession.json")}));
    EXPECT_TRUE(shownPaths({}).isEmpty());
}
