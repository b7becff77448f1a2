// SPDX-License-Identifier: GPL-3.0-or-later
// Saving one run's session into a file other processes save into too:
// every drive kept, ids never shared, a drive measured by one run only.
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"
#include "session/sessionsaver.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>
#include <unistd.h>
#include <vector>

using namespace cm;

namespace {

// `base` with one more drive, labelled `label`, with `runs` runs: what a run
// appending to `base` holds.
Session withNewDrive(const Session &base, const QString &label, int runs)
{
    Session session = base;
    DriveRecord drive = test::sampleSession(1).drives.first();
    drive.id = QStringLiteral("d%1").arg(base.drives.size() + 1);
    drive.label = label;
    drive.results = {test::sampleResult(QStringLiteral("books"), Variant::Plain, QList<double>(runs, 1.0), 1.0)};
    session.drives.append(drive);
    return session;
}

Session loaded(const QString &path)
{
    Session session;
    EXPECT_TRUE(loadSession(path, &session)) << path.toStdString();
    return session;
}

const DriveRecord *driveLabelled(const Session &session, const QString &label)
{
    for (const DriveRecord &drive : session.drives)
        if (drive.label == label)
            return &drive;
    return nullptr;
}

} // namespace

TEST(SessionSaver, TwoRunsAppendingToOneSessionKeepBothDrivesUnderDifferentIds)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    const Session base = test::sampleSession(1);
    ASSERT_TRUE(saveSession(base, path));

    SessionSaver first(path, SessionSaver::File::Shared);
    SessionSaver second(path, SessionSaver::File::Shared);
    first.begin();
    second.begin();
    Session a = withNewDrive(base, QStringLiteral("first"), 1);
    Session b = withNewDrive(base, QStringLiteral("second"), 1);
    QString idA, idB;
    ASSERT_TRUE(first.save(a, &idA));
    ASSERT_TRUE(second.save(b, &idB));
    EXPECT_EQ(idA, QStringLiteral("d2"));
    EXPECT_EQ(idB, QStringLiteral("d3")); // d2 was taken meanwhile
    // Later saves replace each run's own drive, by id.
    a.drives.last().results.first().runs.append(a.drives.last().results.first().runs.first());
    b.drives.last().id = idB;
    b.drives.last().results.first().runs.append(b.drives.last().results.first().runs.first());
    ASSERT_TRUE(first.save(a, &idA));
    ASSERT_TRUE(second.save(b, &idB));

    const Session saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 3);
    EXPECT_EQ(saved.drives[0].label, QStringLiteral("Disk A"));
    ASSERT_NE(driveLabelled(saved, QStringLiteral("first")), nullptr);
    ASSERT_NE(driveLabelled(saved, QStringLiteral("second")), nullptr);
    EXPECT_EQ(driveLabelled(saved, QStringLiteral("first"))->results.first().runs.size(), 2);
    EXPECT_EQ(driveLabelled(saved, QStringLiteral("second"))->results.first().runs.size(), 2);
    EXPECT_EQ(driveLabelled(saved, QStringLiteral("second"))->id, QStringLiteral("d3"));
}

TEST(SessionSaver, SavesFromManyThreadsAtOnceLoseNoDrive)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    const Session base = test::sampleSession(1);
    ASSERT_TRUE(saveSession(base, path));
    constexpr int Writers = 4;
    constexpr int Saves = 6;
    std::vector<std::unique_ptr<QThread>> threads;
    std::vector<int> failures(Writers, 0);
    for (int w = 0; w < Writers; ++w) {
        threads.emplace_back(QThread::create([&, w] {
            SessionSaver saver(path, SessionSaver::File::Shared);
            saver.begin();
            Session session = withNewDrive(base, QStringLiteral("writer %1").arg(w), 0);
            for (int s = 1; s <= Saves; ++s) {
                session.drives.last().results
                    = {test::sampleResult(QStringLiteral("books"), Variant::Plain, QList<double>(s, 1.0), 1.0)};
                QString id;
                if (saver.save(session, &id))
                    session.drives.last().id = id;
                else
                    ++failures[w];
            }
        }));
        threads.back()->start();
    }
    for (auto &thread : threads)
        thread->wait();
    for (int w = 0; w < Writers; ++w)
        EXPECT_EQ(failures[w], 0);

    const Session saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 1 + Writers);
    QSet<QString> ids;
    for (const DriveRecord &drive : saved.drives)
        ids.insert(drive.id);
    EXPECT_EQ(ids.size(), 1 + Writers);
    for (int w = 0; w < Writers; ++w) {
        const DriveRecord *drive = driveLabelled(saved, QStringLiteral("writer %1").arg(w));
        ASSERT_NE(drive, nullptr) << w;
        EXPECT_EQ(drive->results.first().runs.size(), Saves);
    }
}

TEST(SessionSaver, ANewSessionReplacesTheFileThatWasThereButNotOneSavedSince)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), path));

    // Replaced: the file was there when the run began.
    SessionSaver fresh(path, SessionSaver::File::New);
    fresh.begin();
    Session own;
    own = withNewDrive(own, QStringLiteral("fresh"), 1);
    QString id;
    ASSERT_TRUE(fresh.save(own, &id));
    EXPECT_EQ(loaded(path).drives.size(), 1);

    // Merged: another run began at the same time and saved first.
    SessionSaver late(path, SessionSaver::File::New);
    late.begin();
    SessionSaver early(path, SessionSaver::File::New);
    early.begin();
    ASSERT_TRUE(early.save(withNewDrive(Session(), QStringLiteral("early"), 1), &id));
    ASSERT_TRUE(late.save(withNewDrive(Session(), QStringLiteral("late"), 1), &id));
    const Session saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 2);
    EXPECT_EQ(saved.drives[0].label, QStringLiteral("early"));
    EXPECT_EQ(saved.drives[1].label, QStringLiteral("late"));
    EXPECT_EQ(saved.drives[1].id, QStringLiteral("d2"));
}

TEST(SessionSaver, AClaimIsRefusedWhileAnotherLiveProcessMeasuresTheDrive)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    Session session = test::sampleSession(1);
    // This test's own process: alive.
    session.drives.first().runningBy = WorkspaceOwner::ofThisProcess();
    ASSERT_TRUE(saveSession(session, path));

    SessionSaver resumer(path, SessionSaver::File::Shared);
    resumer.begin();
    QString id;
    const Status refused = resumer.claim(session, &id);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("being measured by process %1").arg(::getpid())))
        << refused.message().toStdString();
    EXPECT_FALSE(resumer.hasWritten());
    EXPECT_FALSE(driveInUse(loaded(path).drives.first(), path).isEmpty());

    // A process that has ended (the same id, another start) no longer holds it.
    session.drives.first().runningBy->processStartTicks += 1;
    ASSERT_TRUE(saveSession(session, path));
    EXPECT_TRUE(driveInUse(loaded(path).drives.first(), path).isEmpty());
    ASSERT_TRUE(resumer.claim(session, &id));
    EXPECT_EQ(id, QStringLiteral("d1"));
    EXPECT_TRUE(resumer.hasWritten());
}

TEST(SessionSaver, RefusesToMergeIntoAFileThatIsNoLongerASession)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), path));
    SessionSaver saver(path, SessionSaver::File::Shared);
    saver.begin();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("not a session");
    file.close();
    QString id;
    const Status status = saver.save(withNewDrive(test::sampleSession(1), QStringLiteral("x"), 1), &id);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(shownPath(path))) << status.message().toStdString();
    file.open(QIODevice::ReadOnly);
    EXPECT_EQ(file.readAll(), QByteArray("not a session"));
    // The run's measurements are not lost: they are where the message says.
    ASSERT_FALSE(saver.fallbackPath().isEmpty());
    EXPECT_TRUE(status.message().contains(shownPath(saver.fallbackPath()))) << status.message().toStdString();
    EXPECT_NE(driveLabelled(loaded(saver.fallbackPath()), QStringLiteral("x")), nullptr);
    QFile::remove(saver.fallbackPath());
}

TEST(SessionSaver, ASaveTheFileCannotTakeGoesToAFallbackFileNamedInTheMessage)
{
    auto folder = std::make_unique<test::TempFolder>();
    const QString path = folder->filePath(QStringLiteral("s.cmsession.json"));
    SessionSaver saver(path, SessionSaver::File::New);
    saver.begin();
    QString id;
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 1), &id));
    EXPECT_TRUE(saver.fallbackPath().isEmpty());

    // The session's folder is gone: the next save cannot write the file.
    const QString folderPath = folder->path();
    folder.reset();
    const Status failed = saver.save(withNewDrive(Session(), QStringLiteral("run"), 2), &id);
    ASSERT_FALSE(failed);
    const QString fallback = saver.fallbackPath();
    ASSERT_FALSE(fallback.isEmpty());
    EXPECT_TRUE(failed.message().contains(shownPath(path))) << failed.message().toStdString();
    EXPECT_TRUE(failed.message().contains(shownPath(fallback))) << failed.message().toStdString();
    EXPECT_EQ(loaded(fallback).drives.constLast().results.first().runs.size(), 2);
    // The file went with its folder: it holds none of the run's drive.
    EXPECT_FALSE(saver.driveInFile());

    // Later saves that fail replace the same fallback file.
    ASSERT_FALSE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 3), &id));
    EXPECT_EQ(saver.fallbackPath(), fallback);
    EXPECT_EQ(loaded(fallback).drives.constLast().results.first().runs.size(), 3);

    // Once the file takes the whole session again the fallback is not needed.
    ASSERT_TRUE(QDir().mkpath(folderPath));
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 4), &id));
    EXPECT_TRUE(saver.fallbackPath().isEmpty());
    EXPECT_FALSE(QFileInfo::exists(fallback));
    EXPECT_EQ(loaded(path).drives.constLast().results.first().runs.size(), 4);
    QDir(folderPath).removeRecursively();
}

TEST(SessionSaver, TheNextSaveRemovesWhatAKilledSaveLeftAndNothingElse)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    const QStringList left{QStringLiteral(".s.cmsession.json.k3j4h5g6.tmp"), QStringLiteral(".s.cmsession.json.0.tmp")};
    const QStringList others{QStringLiteral(".s.cmsession.json.tmp"), QStringLiteral(".t.cmsession.json.k3j4h5g6.tmp"),
                             QStringLiteral("s.cmsession.json.k3j4h5g6.tmp"), QStringLiteral("notes.txt")};
    for (const QString &name : left + others) {
        QFile file(folder.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
    }
    SessionSaver saver(path, SessionSaver::File::New);
    saver.begin();
    QString id;
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 1), &id));
    for (const QString &name : left)
        EXPECT_FALSE(QFileInfo::exists(folder.filePath(name))) << name.toStdString();
    for (const QString &name : others)
        EXPECT_TRUE(QFileInfo::exists(folder.filePath(name))) << name.toStdString();

    // The window's save does the same.
    QFile(folder.filePath(left.first())).open(QIODevice::WriteOnly);
    ASSERT_TRUE(saveSession(test::sampleSession(1), path));
    EXPECT_FALSE(QFileInfo::exists(folder.filePath(left.first())));
}

namespace {

// A run's session: one drive measured by the process `pid` says.
Session runningDrive(const QString &label, int runs, qint64 pid)
{
    Session session = withNewDrive(Session(), label, runs);
    WorkspaceOwner owner = WorkspaceOwner::ofThisProcess();
    owner.pid = pid;
    session.drives.last().runningBy = owner;
    return session;
}

QByteArray driveJson(const DriveRecord &drive)
{
    return QJsonDocument(driveToJson(drive)).toJson(QJsonDocument::Compact);
}

} // namespace

// The file is deleted under a run, and a second run makes it again with
// its own first drive: the first run's next save keeps that drive and
// adds its own under the next id.
TEST(SessionSaver, AFileDeletedAndMadeAgainByAnotherRunKeepsThatRunsDrive)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    SessionSaver first(path, SessionSaver::File::New);
    first.begin();
    QString id;
    ASSERT_TRUE(first.save(runningDrive(QStringLiteral("first"), 1, 1001), &id));
    EXPECT_EQ(id, QStringLiteral("d1"));

    ASSERT_TRUE(QFile::remove(path));
    SessionSaver second(path, SessionSaver::File::New);
    second.begin();
    Session secondRun = runningDrive(QStringLiteral("second"), 3, 1002);
    ASSERT_TRUE(second.save(secondRun, &id));
    secondRun.drives.last().runningBy.reset(); // finished
    ASSERT_TRUE(second.save(secondRun, &id));

    ASSERT_TRUE(first.save(runningDrive(QStringLiteral("first"), 2, 1001), &id));
    EXPECT_EQ(id, QStringLiteral("d2"));
    Session saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 2);
    EXPECT_EQ(saved.drives[0].label, QStringLiteral("second"));
    EXPECT_EQ(saved.drives[0].results.first().runs.size(), 3);
    EXPECT_EQ(saved.drives[1].label, QStringLiteral("first"));

    // Its later saves replace its own drive, under the id it now has.
    Session last = runningDrive(QStringLiteral("first"), 3, 1001);
    last.drives.last().runningBy.reset();
    ASSERT_TRUE(first.save(last, &id));
    EXPECT_EQ(id, QStringLiteral("d2"));
    saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 2);
    EXPECT_EQ(saved.drives[1].results.first().runs.size(), 3);
    ASSERT_TRUE(first.driveInFile());
    EXPECT_EQ(first.driveInFile()->id, QStringLiteral("d2"));
}

// Replaced by a copy of another session, or its drive of the same id
// rewritten by another program: every drive of the file is kept as it is.
TEST(SessionSaver, AFileReplacedOrRewrittenUnderARunKeepsEveryDriveItHolds)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    SessionSaver saver(path, SessionSaver::File::New);
    saver.begin();
    QString id;
    // Without a process named: the drive is known by what the last save wrote.
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 1), &id));

    const Session other = test::sampleSession(2);
    ASSERT_TRUE(saveSession(other, path));
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 2), &id));
    EXPECT_EQ(id, QStringLiteral("d3"));
    Session saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 3);
    for (int i = 0; i < 2; ++i)
        EXPECT_EQ(driveJson(saved.drives[i]), driveJson(other.drives[i])) << i;

    // The run's own drive, rewritten by someone else: no longer its to replace.
    saved.drives[2].label = QStringLiteral("renamed elsewhere");
    ASSERT_TRUE(saveSession(saved, path));
    ASSERT_TRUE(saver.save(withNewDrive(Session(), QStringLiteral("run"), 3), &id));
    EXPECT_EQ(id, QStringLiteral("d4"));
    saved = loaded(path);
    ASSERT_EQ(saved.drives.size(), 4);
    EXPECT_EQ(saved.drives[2].label, QStringLiteral("renamed elsewhere"));
    EXPECT_EQ(saved.drives[3].results.first().runs.size(), 3);
}

// Replaced by what is no session: left as it is, the run goes to the
// fallback file, and it says the file holds none of its runs.
TEST(SessionSaver, AFileReplacedByTextIsLeftAndHoldsNoneOfTheRun)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    SessionSaver saver(path, SessionSaver::File::New);
    saver.begin();
    QString id;
    ASSERT_TRUE(saver.save(runningDrive(QStringLiteral("run"), 1, 1001), &id));
    ASSERT_TRUE(saver.driveInFile());
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("[1, 2, 3]");
    }
    const Status failed = saver.save(runningDrive(QStringLiteral("run"), 2, 1001), &id);
    ASSERT_FALSE(failed);
    EXPECT_FALSE(saver.driveInFile()) << "the file holds none of the run's runs";
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray("[1, 2, 3]"));
    ASSERT_FALSE(saver.fallbackPath().isEmpty());
    EXPECT_EQ(loaded(saver.fallbackPath()).drives.constLast().results.first().runs.size(), 2);
    QFile::remove(saver.fallbackPath());
}
