// SPDX-License-Identifier: GPL-3.0-or-later
// The window with folders, sessions, data sets and machines whose names hold
// what QString::arg() and tr() take for placeholders (%1 to %9, %n, %L1,
// %%): the Run page, the status bar, the charts and the remembered plan
// show them as they were given, with their own numbers in their places.
#include "chart/displaynames.h"
#include "chart/speedchartdata.h"
#include "document/sessiondocument.h"
#include "hostilesession.h"
#include "run/runpage.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "session/sessionsaver.h"
#include "settings/appsettings.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;
using test::formatText;
using test::namedChild;
using test::placeholdersLeft;

TEST(FormatTextInWindow, TheRunPageShowsTheStageAndItsRepetition)
{
    RunPage page;
    RunProgress progress;
    progress.stage = QStringLiteral("Timing: ") + dataSetTitle(folderKind(QStringLiteral("/data/") + formatText()));
    progress.repetition = 1;
    progress.repetitions = 3;
    page.showProgress(progress);
    EXPECT_EQ(namedChild<QLabel>(page, "stageLabel")->text(), progress.stage + QStringLiteral(" (repetition 1 of 3)"));
}

TEST(FormatTextInWindow, TheRunLogNamesTheFoldersAndDataSetsAsGiven)
{
    RunPage page;
    Plan plan;
    plan.sourcePath = QStringLiteral("/data/") + formatText();
    plan.targetPath = QStringLiteral("/dev/shm/") + formatText();
    plan.repetitions = 3;
    page.runStarted(plan);
    Session session = test::sampleSession(1);
    session.drives.first().results.first().dataSet = folderKind(plan.sourcePath);
    page.showSession(session);

    const QString log = namedChild<QPlainTextEdit>(page, "logView")->toPlainText();
    EXPECT_TRUE(log.contains(QStringLiteral("Started: ") + plan.sourcePath + QStringLiteral(" → ") + plan.targetPath
                             + QStringLiteral("; ")))
        << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("; repetitions: 3; "))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("Folder ") + formatText() + QStringLiteral(", "))) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral(": run 1, "))) << log.toStdString();
    EXPECT_EQ(placeholdersLeft(log, {formatText()}), QStringList()) << log.toStdString();
}

TEST(FormatTextInWindow, TheStatusBarNamesTheSessionAnotherProgramSavedInto)
{
    test::TempFolder folder;
    const QString named = folder.filePath(formatText());
    ASSERT_TRUE(QDir().mkpath(named));
    const QString path = named + QLatin1Char('/') + formatText() + QStringLiteral(".cmsession.json");
    ASSERT_TRUE(saveSession(test::sampleSession(1), path));
    MainWindow window;
    window.show();
    QSignalSpy opened(window.document(), &SessionDocument::opened);
    window.openSessions({path});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !opened.isEmpty(); }, 10000));

    // Another program appends a drive, under the file's lock.
    QSignalSpy changed(window.document(), &SessionDocument::changedOnDisk);
    Session session;
    ASSERT_TRUE(loadSession(path, &session));
    DriveRecord drive = test::sampleSession(1).drives.first();
    drive.id = QStringLiteral("d2");
    session.drives.append(drive);
    SessionSaver saver(path, SessionSaver::File::Shared);
    saver.begin();
    QString id;
    ASSERT_TRUE(saver.save(session, &id));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !changed.isEmpty(); }, 10000));

    const QString message = window.statusBar()->currentMessage();
    EXPECT_TRUE(message.startsWith(QStringLiteral("Another program saved into ") + path + QStringLiteral(": 1 ")))
        << message.toStdString();
    EXPECT_TRUE(message.endsWith(QStringLiteral(" added, 0 updated"))) << message.toStdString();
    EXPECT_EQ(placeholdersLeft(message, {path}), QStringList()) << message.toStdString();
}

TEST(FormatTextInWindow, AChartsSubtitleNamesTheMachineAndCopierAsRecorded)
{
    Session session = test::sampleSession(1);
    session.machine.cpu = formatText();
    session.machine.os = formatText();
    DriveRecord &drive = session.drives.first();
    drive.copierName = formatText();
    const QString subtitle = driveChartSubtitle(session, drive);
    EXPECT_TRUE(subtitle.startsWith(formatText() + QStringLiteral(", ") + formatText() + QStringLiteral(", ")))
        << subtitle.toStdString();
    EXPECT_TRUE(subtitle.contains(QStringLiteral("; copier ") + formatText() + QStringLiteral(", ")
                                  + QString::number(drive.plan.repetitions) + QStringLiteral(" repetitions, cache ")))
        << subtitle.toStdString();
    EXPECT_EQ(placeholdersLeft(subtitle, {formatText()}), QStringList()) << subtitle.toStdString();
}

TEST(FormatTextInWindow, TheRememberedPlanKeepsAFolderDataSetAsGiven)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    Plan plan;
    plan.label = formatText();
    DataSetSpec spec = DataSetSpec::folder(QStringLiteral("/data/") + formatText());
    spec.bytes = 12345;
    plan.dataSets = {spec};
    AppSettings(ini).setLastPlan(plan);

    const std::optional<Plan> remembered = AppSettings(ini).lastPlan();
    ASSERT_TRUE(remembered.has_value());
    EXPECT_EQ(remembered->label, formatText());
    ASSERT_EQ(remembered->dataSets.size(), 1);
    EXPECT_EQ(remembered->dataSets.first().kind, spec.kind);
    EXPECT_EQ(remembered->dataSets.first().bytes, 12345);
}
