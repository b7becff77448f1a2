// SPDX-License-Identifier: GPL-3.0-or-later
// Paths, labels, drive names and data sets holding what QString::arg() and
// tr() take for placeholders (%1 to %9, %n, %L1, %%): every message says
// them as they were given, with its own numbers in their places.
#include "copy/copyverification.h"
#include "filecontents.h"
#include "fs/filelock.h"
#include "fs/inputfile.h"
#include "hostilesession.h"
#include "plan/compressionchoice.h"
#include "plan/copierchoice.h"
#include "report/resultflags.h"
#include "samplesession.h"
#include "session/sessionfallback.h"
#include "session/sessionmerge.h"
#include "session/sessionsaver.h"
#include "system/liveruns.h"
#include "tempfolders.h"
#include "util/visibletext.h"
#include "volume/workspaceowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cm;
using test::formatText;
using test::placeholdersLeft;

namespace {

// A folder named with the format text, in a test's own folder.
QString formatFolderIn(const test::TempFolder &folder)
{
    const QString path = folder.filePath(formatText());
    EXPECT_TRUE(QDir().mkpath(path)) << path.toStdString();
    return path;
}

} // namespace

TEST(FormatText, ALockHeldTooLongNamesTheFileAsGiven)
{
    test::TempFolder folder;
    const QString file = formatFolderIn(folder) + QLatin1Char('/') + formatText() + QStringLiteral(".cmsession.json");
    FileLock held;
    ASSERT_TRUE(FileLock::acquire(file, 0, &held));
    FileLock waiting;
    EXPECT_EQ(FileLock::acquire(file, 1000, &waiting).message(),
              QStringLiteral("another process of yours kept ") + file + QStringLiteral(" locked for 1 seconds"));
}

TEST(FormatText, AFileTooLargeIsNamedAsGiven)
{
    test::TempFolder folder;
    const QString path = formatFolderIn(folder) + QLatin1Char('/') + formatText() + QStringLiteral(".json");
    test::writeFile(path, "0123456789");
    QByteArray bytes;
    EXPECT_EQ(readRegularFile(path, 9, &bytes).message(), path + QStringLiteral(" is larger than 9 bytes"));
}

TEST(FormatText, ADriveInUseIsNamedWithItsFileAndProcess)
{
    const QString path = QStringLiteral("/data/") + formatText() + QStringLiteral(".cmsession.json");
    DriveRecord drive = test::sampleSession(1).drives.first();
    drive.id = formatText();
    drive.runningBy = WorkspaceOwner::ofThisProcess();
    drive.runningBy->host = formatText();
    const QString busy = driveInUse(drive, path);
    EXPECT_TRUE(busy.startsWith(QStringLiteral("drive %1 of %2 is being measured by process %3 on %4 (started ")
                                    .arg(formatText(), path, QString::number(drive.runningBy->pid), formatText())))
        << busy.toStdString();
    EXPECT_EQ(placeholdersLeft(busy, {formatText()}), QStringList()) << busy.toStdString();
}

TEST(FormatText, ALiveRunIsDescribedWithItsLabelAsGiven)
{
    LiveRun run;
    run.processId = 4711;
    run.label = formatText();
    run.started = QDateTime::currentDateTimeUtc();
    const QString described = run.describe();
    EXPECT_TRUE(described.startsWith(QStringLiteral("process 4711, \"") + formatText() + QStringLiteral("\", since ")))
        << described.toStdString();
    EXPECT_EQ(placeholdersLeft(described, {formatText()}), QStringList()) << described.toStdString();
}

TEST(FormatText, AFallbackFileIsNamedAfterTheFileItBelongsIn)
{
    test::TempFolder folder;
    const QString intended
        = folder.filePath(QStringLiteral("gone/") + formatText() + QStringLiteral(".cmsession.json"));
    QString fallback;
    ASSERT_TRUE(saveFallbackSession(test::sampleSession(1), intended, &fallback));
    const QString name = QFileInfo(fallback).fileName();
    QFile::remove(fallback);
    EXPECT_TRUE(name.startsWith(formatText() + QLatin1Char('-'))) << name.toStdString();
    EXPECT_TRUE(name.endsWith(QStringLiteral("-%1.cmsession.json").arg(QCoreApplication::applicationPid())))
        << name.toStdString();
}

TEST(FormatText, MergedDrivesOfOneNameKeepItAndTakeANumber)
{
    Session session = test::sampleSession(1);
    session.drives.first().id = formatText();
    const Session merged = mergeSessions({session, session});
    ASSERT_EQ(merged.drives.size(), 2);
    EXPECT_EQ(merged.drives[0].id, formatText());
    EXPECT_EQ(merged.drives[1].id, formatText() + QStringLiteral("-2"));
}

TEST(FormatText, ADisturbanceIsToldAsItWasRecorded)
{
    ResultRecord result = test::sampleSession(1).drives.first().results.first();
    ASSERT_FALSE(result.runs.isEmpty());
    result.runs.first().interference = {formatText()};
    EXPECT_EQ(disturbances(result).value(0), QStringLiteral("run 1: ") + formatText());
}

TEST(FormatText, ABadCompressionOrCopierChoiceIsQuotedAsTyped)
{
    // A compression's algorithm is read in lower case.
    const QString level = formatText().toLower();
    CompressionChoice compression;
    QString error;
    EXPECT_FALSE(CompressionChoice::parse(QStringLiteral("loop-btrfs:zstd:") + formatText(), &compression, &error));
    EXPECT_EQ(error, QStringLiteral("'zstd:") + level + QStringLiteral("': zstd takes a level from 1 to 15"));

    CopierChoice copier;
    EXPECT_FALSE(CopierChoice::parse(QStringLiteral("parallel:") + formatText(), &copier, &error));
    EXPECT_EQ(error,
              QStringLiteral("parallel:") + formatText()
                  + QStringLiteral(": the number of files in flight must be from 1 to 1024"));
}

TEST(FormatText, AChangedCopyIsNamedWithItsSizes)
{
    test::TempFolder from;
    test::TempFolder to;
    const QString name = formatText();
    test::writeFile(from.filePath(name), "123");
    test::writeFile(to.filePath(name), "12345");
    const Status status = verifyCopy(QFile::encodeName(from.path()), QFile::encodeName(to.path()), Cancellation());
    EXPECT_EQ(status.message(),
              QStringLiteral("the copy of ") + from.filePath(name) + QStringLiteral(" has 5 bytes instead of 3"));
}
