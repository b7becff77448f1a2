// SPDX-License-Identifier: GPL-3.0-or-later
// The session document on real files, with the Results page following it.
#include "document/sessiondocument.h"
#include "filecontents.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "session/sessionsaver.h"
#include "tempfolders.h"
#include "widgetlookup.h"

#include <QBarSeries>
#include <QChartView>
#include <QComboBox>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;

namespace {

constexpr int WaitMs = 20000;

// The bar sets the page's chart draws: two per drive side by side.
int barSets(const ResultsPage &page)
{
    auto *view = test::namedChild<QChartView>(page, "chartView");
    if (!view || !view->chart())
        return -1;
    for (QAbstractSeries *series : view->chart()->series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(series))
            return int(bars->count());
    }
    return 0;
}

// A document and the Results page that follows it, shown.
struct Shown
{
    SessionDocument document;
    ResultsPage page;

    Shown()
    {
        page.followDocument(&document);
        page.resize(1000, 700);
        page.show();
    }
};

QString saved(const test::TempFolder &folder, const QString &name, const Session &session)
{
    const QString path = folder.filePath(name);
    EXPECT_TRUE(saveSession(session, path));
    return path;
}

} // namespace

TEST(SessionDocument, OneFileOpenedIsTheDocumentWithItsPath)
{
    test::TempFolder folder;
    const QString path = saved(folder, QStringLiteral("a.cmsession.json"), test::sampleSession(2));
    Shown shown;
    QSignalSpy opened(&shown.document, &SessionDocument::opened);
    QSignalSpy changed(&shown.document, &SessionDocument::sessionChanged);
    QSignalSpy pathChanged(&shown.document, &SessionDocument::pathChanged);

    shown.document.open({path});
    EXPECT_TRUE(shown.document.isBusy());
    ASSERT_TRUE(opened.wait(WaitMs));
    EXPECT_FALSE(shown.document.isBusy());
    EXPECT_EQ(opened.first().at(0).toStringList(), QStringList{path});
    EXPECT_FALSE(opened.first().at(1).toBool());
    EXPECT_EQ(changed.size(), 1);
    EXPECT_EQ(pathChanged.size(), 1);
    EXPECT_EQ(shown.document.path(), path);
    EXPECT_FALSE(shown.document.isModified());
    EXPECT_EQ(shown.document.session().drives.size(), 2);
    // Two drives opened: side by side, plain and compressed each.
    EXPECT_EQ(test::namedChild<QComboBox>(shown.page, "chartKindCombo")->currentData().toString(),
              QStringLiteral("compare"));
    EXPECT_EQ(barSets(shown.page), 4);
}

TEST(SessionDocument, SeveralFilesAreMergedIntoANewDocumentWithChanges)
{
    test::TempFolder folder;
    const QString first = saved(folder, QStringLiteral("a.cmsession.json"), test::sampleSession(1));
    const QString second = saved(folder, QStringLiteral("b.cmsession.json"), test::sampleSession(1));
    Shown shown;
    QSignalSpy opened(&shown.document, &SessionDocument::opened);

    shown.document.open({first, second});
    ASSERT_TRUE(opened.wait(WaitMs));
    EXPECT_EQ(shown.document.session().drives.size(), 2);
    EXPECT_TRUE(shown.document.path().isEmpty()) << "saving must overwrite neither file";
    EXPECT_TRUE(shown.document.isModified());
    EXPECT_EQ(barSets(shown.page), 4);
}

TEST(SessionDocument, AddedDrivesJoinTheSessionShownWhichKeepsItsPath)
{
    test::TempFolder folder;
    const QString mine = saved(folder, QStringLiteral("mine.cmsession.json"), test::sampleSession(1));
    const QString other = saved(folder, QStringLiteral("other.cmsession.json"), test::sampleSession(2));
    Shown shown;
    QSignalSpy opened(&shown.document, &SessionDocument::opened);
    QSignalSpy modified(&shown.document, &SessionDocument::modifiedChanged);
    shown.document.open({mine});
    ASSERT_TRUE(opened.wait(WaitMs));
    EXPECT_EQ(barSets(shown.page), 2);
    EXPECT_TRUE(modified.isEmpty());

    shown.document.add({other});
    ASSERT_TRUE(opened.wait(WaitMs));
    EXPECT_TRUE(opened.last().at(1).toBool());
    EXPECT_EQ(shown.document.session().drives.size(), 3);
    EXPECT_EQ(shown.document.path(), mine);
    EXPECT_TRUE(shown.document.isModified());
    ASSERT_EQ(modified.size(), 1);
    EXPECT_TRUE(modified.first().first().toBool());
    EXPECT_EQ(barSets(shown.page), 6);
}

TEST(SessionDocument, SavingWritesTheFileAndClearsTheChanges)
{
    test::TempFolder folder;
    const QString first = saved(folder, QStringLiteral("a.cmsession.json"), test::sampleSession(1));
    const QString second = saved(folder, QStringLiteral("b.cmsession.json"), test::sampleSession(1));
    SessionDocument document;
    QSignalSpy opened(&document, &SessionDocument::opened);
    document.open({first, second});
    ASSERT_TRUE(opened.wait(WaitMs));

    const QString both = folder.filePath(QStringLiteral("both.cmsession.json"));
    QSignalSpy savedSpy(&document, &SessionDocument::saved);
    document.saveAs(both);
    ASSERT_TRUE(savedSpy.wait(WaitMs));
    EXPECT_EQ(savedSpy.first().first().toString(), both);
    EXPECT_EQ(document.path(), both);
    EXPECT_FALSE(document.isModified());
    Session reloaded;
    ASSERT_TRUE(loadSession(both, &reloaded));
    EXPECT_EQ(reloaded.drives.size(), 2);
}

TEST(SessionDocument, AFailedSaveLeavesNoFileAndTheDocumentAsItWas)
{
    test::TempFolder folder;
    SessionDocument document;
    document.reset(test::sampleSession(1), QString(), true);
    const QString path = folder.filePath(QStringLiteral("missing/s.cmsession.json"));
    QSignalSpy failed(&document, &SessionDocument::saveFailed);
    QSignalSpy savedSpy(&document, &SessionDocument::saved);

    document.saveAs(path);
    ASSERT_TRUE(failed.wait(WaitMs));
    EXPECT_EQ(failed.first().at(0).toString(), path);
    EXPECT_TRUE(failed.first().at(1).toString().contains(path)) << failed.first().at(1).toString().toStdString();
    EXPECT_TRUE(savedSpy.isEmpty());
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_EQ(test::countEntries(folder.path()), 0);
    EXPECT_TRUE(document.path().isEmpty());
    EXPECT_TRUE(document.isModified());
}

TEST(SessionDocument, ARefusedFileLeavesTheDocumentAsItWas)
{
    test::TempFolder folder;
    const QString good = saved(folder, QStringLiteral("g.cmsession.json"), test::sampleSession(1));
    const QString damaged = folder.filePath(QStringLiteral("d.cmsession.json"));
    test::writeFile(damaged,
                    QByteArrayLiteral("{\"format\": \"compressmark-session\", \"version\": 9, \"drives\": []}"));
    Shown shown;
    QSignalSpy opened(&shown.document, &SessionDocument::opened);
    shown.document.open({good});
    ASSERT_TRUE(opened.wait(WaitMs));

    QSignalSpy failed(&shown.document, &SessionDocument::openFailed);
    QSignalSpy changed(&shown.document, &SessionDocument::sessionChanged);
    shown.document.open({damaged});
    ASSERT_TRUE(failed.wait(WaitMs));
    EXPECT_TRUE(failed.first().first().toString().contains(damaged));
    EXPECT_TRUE(changed.isEmpty());
    EXPECT_EQ(shown.document.path(), good);
    EXPECT_EQ(barSets(shown.page), 2);
}

TEST(SessionDocument, TheLastFilesAskedForAreShown)
{
    test::TempFolder folder;
    const QString first = saved(folder, QStringLiteral("a.cmsession.json"), test::sampleSession(2));
    const QString second = saved(folder, QStringLiteral("b.cmsession.json"), test::sampleSession(1));
    SessionDocument document;
    QSignalSpy opened(&document, &SessionDocument::opened);
    document.open({first});
    document.open({second});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !document.isBusy(); }, WaitMs));
    QCoreApplication::processEvents();
    ASSERT_EQ(opened.size(), 1);
    EXPECT_EQ(opened.first().first().toStringList(), QStringList{second});
    EXPECT_EQ(document.path(), second);
    EXPECT_EQ(document.session().drives.size(), 1);
}

TEST(SessionDocument, AnEditMadeWhileSavingStaysAChange)
{
    test::TempFolder folder;
    SessionDocument document;
    document.reset(test::sampleSession(2), QString(), true);
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    QSignalSpy savedSpy(&document, &SessionDocument::saved);
    document.saveAs(path);
    Session edited = document.session();
    edited.drives.removeLast();
    document.edit(edited); // before the save's answer: not in the file

    ASSERT_TRUE(savedSpy.wait(WaitMs));
    EXPECT_EQ(document.path(), path);
    EXPECT_TRUE(document.isModified());
    Session written;
    ASSERT_TRUE(loadSession(path, &written));
    EXPECT_EQ(written.drives.size(), 2);
}

TEST(SessionDocument, ANewDocumentDoesNotTakeThePathOfASaveStillUnderWay)
{
    test::TempFolder folder;
    SessionDocument document;
    document.reset(test::sampleSession(1), QString(), true);
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    QSignalSpy savedSpy(&document, &SessionDocument::saved);
    document.saveAs(path);
    document.reset(Session{}, QString(), false);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !document.isBusy(); }, WaitMs));
    QCoreApplication::processEvents();
    EXPECT_TRUE(savedSpy.isEmpty());
    EXPECT_TRUE(document.path().isEmpty());
    EXPECT_FALSE(document.isModified());
    EXPECT_TRUE(QFileInfo::exists(path)) << "the file asked for is still written";
}

namespace {

// What `compressmark run --append` does to the file: one more drive saved
// into it, merged under its lock.
void appendDrive(const QString &path, const QString &label)
{
    Session session;
    ASSERT_TRUE(loadSession(path, &session));
    DriveRecord drive = test::sampleSession(1).drives.first();
    drive.id = QStringLiteral("d%1").arg(session.drives.size() + 1);
    drive.label = label;
    session.drives.append(drive);
    SessionSaver saver(path, SessionSaver::File::Shared);
    saver.begin();
    QString id;
    ASSERT_TRUE(saver.save(session, &id));
}

QStringList driveLabels(const Session &session)
{
    QStringList labels;
    for (const DriveRecord &drive : session.drives)
        labels << drive.label;
    return labels;
}

} // namespace

TEST(SessionDocument, DrivesAnotherProgramSavesIntoTheFileAreShown)
{
    test::TempFolder folder;
    const QString path = saved(folder, QStringLiteral("s.cmsession.json"), test::sampleSession(2));
    Shown shown;
    QSignalSpy opened(&shown.document, &SessionDocument::opened);
    shown.document.open({path});
    ASSERT_TRUE(opened.wait(WaitMs));

    QSignalSpy changedOnDisk(&shown.document, &SessionDocument::changedOnDisk);
    appendDrive(path, QStringLiteral("appended"));
    ASSERT_TRUE(changedOnDisk.wait(WaitMs));
    EXPECT_EQ(changedOnDisk.first().at(1).toInt(), 1);
    EXPECT_EQ(driveLabels(shown.document.session()).constLast(), QStringLiteral("appended"));
    EXPECT_FALSE(shown.document.isModified());
    EXPECT_EQ(barSets(shown.page), 6);

    // A second one too: the file was replaced by a rename the first time.
    appendDrive(path, QStringLiteral("appended again"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown.document.session().drives.size() == 4; }, WaitMs));
}

TEST(SessionDocument, SavingKeepsTheDrivesAnotherProgramAddedMeanwhile)
{
    test::TempFolder folder;
    const QString path = saved(folder, QStringLiteral("s.cmsession.json"), test::sampleSession(2));
    SessionDocument document;
    QSignalSpy opened(&document, &SessionDocument::opened);
    document.open({path});
    ASSERT_TRUE(opened.wait(WaitMs));
    // Not yet read: the save alone must keep it.
    document.setFollowingFile(false);
    appendDrive(path, QStringLiteral("appended"));

    Session edited = document.session();
    edited.drives[0].label = QStringLiteral("relabelled");
    edited.drives.removeAt(1);
    document.edit(edited);
    QSignalSpy savedSpy(&document, &SessionDocument::saved);
    document.saveAs(path);
    ASSERT_TRUE(savedSpy.wait(WaitMs));

    Session written;
    ASSERT_TRUE(loadSession(path, &written));
    const QStringList expected{QStringLiteral("relabelled"), QStringLiteral("appended")};
    EXPECT_EQ(driveLabels(written), expected);
    EXPECT_EQ(driveLabels(document.session()), expected);
    EXPECT_FALSE(document.isModified());
}
