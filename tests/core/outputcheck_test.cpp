// SPDX-License-Identifier: GPL-3.0-or-later
// The check of an output before anything is written, on every system the
// model is built for (Linux, and Windows under wine): a new file in an
// existing folder passes; a missing folder, a folder in the way, the same
// file named twice and an output that is also an input are refused.
#include "fs/outputfile.h"
#include "fs/atomicfile.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cm;

TEST(OutputCheck, ANewFileInAFolderPassesAndAnOldOneMayBeReplaced)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString chart = folder.filePath(QStringLiteral("chart.png"));
    const Status fresh = checkOutputFile({QStringLiteral("--png"), chart});
    EXPECT_TRUE(fresh) << fresh.message().toStdString();
    QString error;
    ASSERT_TRUE(writeFileAtomically(chart, QByteArray("png"), &error)) << error.toStdString();
    const Status replace = checkOutputFile({QStringLiteral("--png"), chart});
    EXPECT_TRUE(replace) << replace.message().toStdString();
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("chart.png")})
        << "the check leaves nothing behind";
}

TEST(OutputCheck, AMissingFolderOrAFolderInTheWayIsRefusedByName)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString missing = folder.filePath(QStringLiteral("no/such/chart.png"));
    const Status noFolder = checkOutputFile({QStringLiteral("--png"), missing});
    EXPECT_FALSE(noFolder);
    EXPECT_TRUE(noFolder.message().startsWith(QStringLiteral("--png: "))) << noFolder.message().toStdString();
    EXPECT_TRUE(noFolder.message().contains(QStringLiteral("does not exist"))) << noFolder.message().toStdString();
    ASSERT_TRUE(QDir(folder.path()).mkdir(QStringLiteral("taken.png")));
    const Status isFolder = checkOutputFile({QStringLiteral("--png"), folder.filePath(QStringLiteral("taken.png"))});
    EXPECT_FALSE(isFolder);
    EXPECT_TRUE(isFolder.message().contains(QStringLiteral("is a folder"))) << isFolder.message().toStdString();
}

TEST(OutputCheck, OneFileNamedTwiceOrAlsoAnInputIsRefused)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString session = folder.filePath(QStringLiteral("s.cmsession.json"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(session, QByteArray("{}"), &error)) << error.toStdString();
    const QString chart = folder.filePath(QStringLiteral("c.png"));
    const QString sameChart = folder.path() + QStringLiteral("/./c.png");
    const Status twice = checkOutputFiles({{QStringLiteral("--png"), chart}, {QStringLiteral("--svg"), sameChart}});
    EXPECT_FALSE(twice);
    EXPECT_TRUE(twice.message().contains(QStringLiteral("--png"))) << twice.message().toStdString();
    const Status overInput
        = checkOutputFiles({{QStringLiteral("--csv"), session}}, {{QStringLiteral("SESSION"), session}});
    EXPECT_FALSE(overInput);
    EXPECT_TRUE(overInput.message().contains(QStringLiteral("destroyed"))) << overInput.message().toStdString();
    EXPECT_TRUE(checkOutputFiles({{QStringLiteral("--png"), chart}}, {{QStringLiteral("SESSION"), session}}));
}
