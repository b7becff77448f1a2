// SPDX-License-Identifier: GPL-3.0-or-later
// The real program given paths, labels, data sets and option values that
// hold what QString::arg() and tr() take for placeholders (%1 to %9, %n,
// %L1, %%): every line it writes says them as they were given, with its own
// numbers in their places and no placeholder left unfilled.
#include "filecontents.h"
#include "hostilesession.h"
#include "programrun.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "tempfolders.h"
#include "volume/workspaceowner.h"
#include "workspaces.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;
using test::formatText;
using test::placeholdersLeft;
using test::runProgram;
using Result = test::ProgramResult;

namespace {

// A folder named with the format text, in `folder`.
QString formatFolderIn(const test::TempFolder &folder)
{
    const QString path = folder.filePath(formatText());
    EXPECT_TRUE(QDir().mkpath(path)) << path.toStdString();
    return path;
}

// What the program wrote on both streams, with every format text taken out:
// the placeholders left were never filled in, or were filled in inside it.
QStringList placeholdersLeftIn(const Result &result)
{
    return placeholdersLeft(result.out + result.err, {formatText()});
}

} // namespace

TEST(FormatText, ReportNamesASessionFileTooLargeAsTyped)
{
    test::TempFolder folder;
    const QString path = formatFolderIn(folder) + QStringLiteral("/big") + formatText() + QStringLiteral(".json");
    QFile big(path);
    ASSERT_TRUE(big.open(QIODevice::WriteOnly));
    ASSERT_TRUE(big.resize((qint64(1) << 30) + 1)); // sparse: nothing is written
    big.close();
    const Result result = runProgram({QStringLiteral("report"), path});
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(path + QStringLiteral(" is larger than 1073741824 bytes")))
        << result.err.toStdString();
    EXPECT_EQ(placeholdersLeftIn(result), QStringList()) << result.err.toStdString();
}

TEST(FormatText, OptionValuesAreQuotedAsTyped)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), session));
    const struct
    {
        QStringList arguments;
        QString said;
    } cases[] = {
        {{QStringLiteral("report"), session, QStringLiteral("--png"), folder.filePath(QStringLiteral("c.png")),
          QStringLiteral("--size"), formatText()},
         QStringLiteral("--size: '%1' is not a size such as 1600x900 (100 to 20000 on a side, at most 134 million "
                        "pixels)")},
        {{QStringLiteral("report"), session, QStringLiteral("--png"), folder.filePath(QStringLiteral("c.png")),
          QStringLiteral("--scale"), formatText()},
         QStringLiteral("--scale: '%1' is not a factor from 0.25 to 8 that keeps the image within 100 to 20000 pixels "
                        "on a side and 134 million in all")},
        {{QStringLiteral("run"), QStringLiteral("--source"), folder.path(), QStringLiteral("--min-run-time"),
          formatText()},
         QStringLiteral("--min-run-time: '%1' is not a number of seconds from 0.1 to 600")},
    };
    for (const auto &[arguments, said] : cases) {
        const Result result = runProgram(arguments, folder.path());
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        test::expectOneErrorLine(result);
        EXPECT_TRUE(result.err.contains(said.arg(formatText()))) << result.err.toStdString();
        EXPECT_EQ(placeholdersLeftIn(result), QStringList()) << result.err.toStdString();
    }
}

TEST(FormatText, ARunShowsItsFolderDataSetLabelAndSessionAsGiven)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder data;
    test::TempFolder results;
    const QString dataSet = formatFolderIn(data);
    for (const QString &name : {QStringLiteral("a"), QStringLiteral("b"), formatText()})
        test::writeFile(dataSet + QLatin1Char('/') + name, QByteArray(64 * 1024, 'x'));
    const QString session
        = formatFolderIn(results) + QLatin1Char('/') + formatText() + QStringLiteral(".cmsession.json");
    const QString label = QStringLiteral("a") + formatText() + QStringLiteral("b");
    const Result result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                      target.path(), QStringLiteral("--datasets"), QStringLiteral("folder:") + dataSet,
                      QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--reps"), QStringLiteral("2"),
                      QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--cache"),
                      QStringLiteral("evict"), QStringLiteral("--label"), label, QStringLiteral("--out"), session});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    // Each stage names the data set, then its repetition.
    EXPECT_TRUE(result.err.contains(formatText() + QStringLiteral(", "))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral(" (repetition 2 of 2)"))) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(session)) << result.out.toStdString();
    EXPECT_EQ(placeholdersLeftIn(result), QStringList()) << result.out.toStdString() << result.err.toStdString();

    const QJsonObject drive = test::readJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("label")].toString(), label);
    EXPECT_EQ(drive[QStringLiteral("dataSets")][0][QStringLiteral("kind")].toString(),
              QStringLiteral("folder:") + dataSet);
}

TEST(FormatText, AResumeOfADriveInUseNamesTheSessionAsGiven)
{
    test::TempFolder folder;
    const QString session
        = formatFolderIn(folder) + QLatin1Char('/') + formatText() + QStringLiteral(".cmsession.json");
    Session measuring = test::sampleSession(1);
    measuring.drives.first().runningBy = WorkspaceOwner::ofThisProcess(); // this test: alive
    ASSERT_TRUE(saveSession(measuring, session));
    const Result result = runProgram({QStringLiteral("run"), QStringLiteral("--resume"), session}, folder.path());
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(
        QStringLiteral("drive %1 of %2 is being measured by process %3 on ")
            .arg(measuring.drives.first().id, session, QString::number(QCoreApplication::applicationPid()))))
        << result.err.toStdString();
    EXPECT_EQ(placeholdersLeftIn(result), QStringList()) << result.err.toStdString();
}

TEST(FormatText, CleanListsAWorkspaceLeftInAFolderAsNamed)
{
    test::TempFolder folder;
    const QString parent = formatFolderIn(folder);
    const WorkspaceOwner owner = test::endedOwner();
    const QString workspace = test::makeWorkspaceOf(parent, QStringLiteral("compressmark-workspace-dead03"), owner);
    const Result result = runProgram({QStringLiteral("clean"), parent});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(workspace + QStringLiteral(" (left by process ") + QString::number(owner.pid)
                                    + QStringLiteral(", started ")))
        << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("compressmark clean ") + parent + QStringLiteral(" --yes")))
        << result.out.toStdString();
    EXPECT_EQ(placeholdersLeftIn(result), QStringList()) << result.out.toStdString();
}
