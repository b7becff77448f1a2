// SPDX-License-Identifier: GPL-3.0-or-later
// The library on real SQLite files: what it indexes, how it filters, and
// what it notices of the files changing outside.
#include "hostilesession.h"
#include "library/library.h"
#include "librarysessions.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;
using namespace cm::test;

namespace {

// A library in a folder of the test's own, following no sessions folder.
struct LibraryFixture
{
    TempFolder folder;
    QString path = folder.filePath(QStringLiteral("library.sqlite"));
    Library library{path};

    LibraryFixture()
    {
        const Status opened = library.open();
        EXPECT_TRUE(opened) << opened.message().toStdString();
    }

    QList<LibraryDrive> list(const LibraryFilter &filter = {}, bool withResults = false)
    {
        QList<LibraryDrive> drives;
        const Status status = library.drives(filter, withResults, &drives);
        EXPECT_TRUE(status) << status.message().toStdString();
        return drives;
    }

    LibraryChanges add(const QStringList &paths)
    {
        LibraryChanges changes;
        const Status status = library.add(paths, &changes);
        EXPECT_TRUE(status) << status.message().toStdString();
        return changes;
    }
};

QStringList labels(const QList<LibraryDrive> &drives)
{
    QStringList names;
    for (const LibraryDrive &drive : drives)
        names << drive.label;
    names.sort();
    return names;
}

} // namespace

TEST(Library, IndexesEveryDriveOfASessionWithItsResults)
{
    LibraryFixture fixture;
    const QString session = fixture.folder.filePath(QStringLiteral("two.cmsession.json"));
    LibraryDriveFacts first;
    first.label = QStringLiteral("Fast");
    LibraryDriveFacts second;
    second.label = QStringLiteral("Slow");
    second.model = QStringLiteral("Spinner 2000");
    second.serial = QStringLiteral("S2");
    second.filesystem = QStringLiteral("ext4");
    second.method = CompressionMethod::LoopBtrfs;
    writeSessionFile(librarySession({first, second}), session);

    const LibraryChanges changes = fixture.add({session});
    EXPECT_EQ(changes.added, 1);
    EXPECT_TRUE(changes.problems.isEmpty()) << changes.problems.join(QLatin1Char('\n')).toStdString();
    const QList<LibraryDrive> drives = fixture.list({}, true);
    ASSERT_EQ(drives.size(), 2);
    const LibraryDrive &slow = drives.at(drives.at(0).label == QLatin1String("Slow") ? 0 : 1);
    EXPECT_EQ(slow.model, QStringLiteral("Spinner 2000"));
    EXPECT_EQ(slow.serial, QStringLiteral("S2"));
    EXPECT_EQ(slow.filesystem, QStringLiteral("ext4"));
    EXPECT_EQ(slow.compression, QStringLiteral("loop-btrfs:zstd"));
    EXPECT_EQ(slow.kernel, QStringLiteral("Linux 6"));
    EXPECT_EQ(slow.cpu, QStringLiteral("Test CPU"));
    EXPECT_EQ(slow.sessionPath, QFileInfo(session).absoluteFilePath());
    EXPECT_EQ(slow.dataSets, (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_EQ(slow.operations, QStringList{QStringLiteral("read")});
    EXPECT_EQ(slow.measured, QDateTime(QDate(2026, 11, 30), QTime(13, 0), Qt::UTC));
    ASSERT_EQ(slow.results.size(), 4); // two data sets, both variants
    for (const LibraryResult &result : slow.results) {
        EXPECT_GT(result.medianMBps, 0.0);
        EXPECT_EQ(result.runs, 3);
        if (result.variant == Variant::Compressed) {
            ASSERT_TRUE(result.ratio.has_value());
            EXPECT_LE(*result.ratioLow, *result.ratio);
            EXPECT_GE(*result.ratioHigh, *result.ratio);
            EXPECT_NE(result.verdict, Verdict::Unknown);
        }
    }

    // The same file again changes nothing.
    const LibraryChanges again = fixture.add({session});
    EXPECT_EQ(again.added, 0);
    EXPECT_EQ(again.unchanged, 1);
    EXPECT_EQ(fixture.list().size(), 2);
}

TEST(Library, EachFilterLetsThroughOnlyTheDrivesItNames)
{
    LibraryFixture fixture;
    LibraryDriveFacts ssd;
    ssd.label = QStringLiteral("ssd");
    ssd.model = QStringLiteral("Samsung SSD 980");
    LibraryDriveFacts hdd;
    hdd.label = QStringLiteral("hdd");
    hdd.model = QStringLiteral("WDC WD40");
    hdd.filesystem = QStringLiteral("ext4");
    hdd.method = CompressionMethod::None;
    hdd.algorithm.clear();
    hdd.dataSets = {QStringLiteral("system")};
    LibraryDriveFacts lzo = ssd;
    lzo.label = QStringLiteral("lzo");
    lzo.algorithm = QStringLiteral("lzo");
    writeSessionFile(librarySession({ssd, hdd}, QDateTime(QDate(2026, 1, 10), QTime(9, 0), Qt::UTC)),
                     fixture.folder.filePath(QStringLiteral("january.cmsession.json")));
    writeSessionFile(librarySession({lzo}, QDateTime(QDate(2026, 3, 5), QTime(9, 0), Qt::UTC)),
                     fixture.folder.filePath(QStringLiteral("march.cmsession.json")));
    fixture.add({fixture.folder.path()});
    ASSERT_EQ(fixture.list().size(), 3);

    const auto only = [&](auto set) {
        LibraryFilter filter;
        set(filter);
        return labels(fixture.list(filter));
    };
    const QStringList ssds{QStringLiteral("lzo"), QStringLiteral("ssd")};
    EXPECT_EQ(only([](LibraryFilter &f) { f.model = QStringLiteral("samsung"); }), ssds);
    EXPECT_EQ(only([](LibraryFilter &f) { f.filesystem = QStringLiteral("EXT4"); }),
              QStringList{QStringLiteral("hdd")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.compression = QStringLiteral("btrfs"); }), ssds);
    EXPECT_EQ(only([](LibraryFilter &f) { f.compression = QStringLiteral("btrfs:lzo"); }),
              QStringList{QStringLiteral("lzo")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.compression = QStringLiteral("none"); }),
              QStringList{QStringLiteral("hdd")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.dataSet = QStringLiteral("system"); }), QStringList{QStringLiteral("hdd")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.since = QDateTime(QDate(2026, 2, 1), QTime(0, 0), Qt::UTC); }),
              QStringList{QStringLiteral("lzo")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.until = QDateTime(QDate(2026, 2, 1), QTime(0, 0), Qt::UTC); }),
              (QStringList{QStringLiteral("hdd"), QStringLiteral("ssd")}));
    EXPECT_EQ(only([](LibraryFilter &f) { f.search = QStringLiteral("wd40"); }), QStringList{QStringLiteral("hdd")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.search = QStringLiteral("march"); }), QStringList{QStringLiteral("lzo")});
    EXPECT_EQ(only([](LibraryFilter &f) { f.search = QStringLiteral("nothing like it"); }), QStringList{});
    // Filters together narrow further.
    EXPECT_EQ(only([](LibraryFilter &f) {
                  f.model = QStringLiteral("samsung");
                  f.since = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
                  f.until = QDateTime(QDate(2026, 2, 1), QTime(0, 0), Qt::UTC);
              }),
              QStringList{QStringLiteral("ssd")});
    // Newest first.
    EXPECT_EQ(fixture.list().constFirst().label, QStringLiteral("lzo"));
}

TEST(Library, AFileChangedOrRemovedOutsideIsNoticedOnTheNextRefresh)
{
    LibraryFixture fixture;
    const QString changing = fixture.folder.filePath(QStringLiteral("changing.cmsession.json"));
    const QString leaving = fixture.folder.filePath(QStringLiteral("leaving.cmsession.json"));
    LibraryDriveFacts before;
    before.label = QStringLiteral("before");
    LibraryDriveFacts other;
    other.label = QStringLiteral("other");
    writeSessionFile(librarySession({before}), changing);
    writeSessionFile(librarySession({other}), leaving);
    fixture.add({changing, leaving});
    ASSERT_EQ(labels(fixture.list()), (QStringList{QStringLiteral("before"), QStringLiteral("other")}));

    LibraryDriveFacts after;
    after.label = QStringLiteral("after");
    writeSessionFile(librarySession({after, before}), changing);
    ASSERT_TRUE(QFile::remove(leaving));
    LibraryChanges changes;
    ASSERT_TRUE(fixture.library.refresh(&changes));
    EXPECT_EQ(changes.updated, 1);
    EXPECT_EQ(changes.removed, 1);
    EXPECT_EQ(labels(fixture.list()), (QStringList{QStringLiteral("after"), QStringLiteral("before")}));

    // Touched but the same bytes: not read as a change.
    QFile file(changing);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    ASSERT_TRUE(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(60), QFileDevice::FileModificationTime));
    file.close();
    LibraryChanges touched;
    ASSERT_TRUE(fixture.library.refresh(&touched));
    EXPECT_EQ(touched.updated, 0);
    EXPECT_EQ(touched.unchanged, 1);
}

TEST(Library, FoldersAddedAreFollowedAndAFileThatIsNoSessionIsNamed)
{
    LibraryFixture fixture;
    TempFolder sessions;
    const QString first = sessions.filePath(QStringLiteral("first.cmsession.json"));
    writeSessionFile(librarySession({LibraryDriveFacts{}}), first);
    const QString notSession = sessions.filePath(QStringLiteral("broken.cmsession.json"));
    QFile broken(notSession);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"something else\"");
    broken.close();

    const LibraryChanges changes = fixture.add({sessions.path()});
    EXPECT_EQ(changes.added, 1);
    ASSERT_EQ(changes.problems.size(), 1);
    EXPECT_TRUE(changes.problems.constFirst().contains(QStringLiteral("broken.cmsession.json")))
        << changes.problems.constFirst().toStdString();
    EXPECT_TRUE(fixture.library.followedFolders().contains(QFileInfo(sessions.path()).absoluteFilePath()));

    ASSERT_TRUE(QDir().mkpath(sessions.filePath(QStringLiteral("later"))));
    writeSessionFile(librarySession({LibraryDriveFacts{}}),
                     sessions.filePath(QStringLiteral("later/second.cmsession.json")));
    LibraryChanges refreshed;
    ASSERT_TRUE(fixture.library.refresh(&refreshed));
    EXPECT_EQ(refreshed.added, 1);
    EXPECT_TRUE(refreshed.problems.isEmpty()) << "a refresh names only files it had not seen";
    EXPECT_EQ(fixture.list().size(), 2);
}

TEST(Library, RebuildGivesTheSameDrivesFromTheFiles)
{
    LibraryFixture fixture;
    TempFolder sessions;
    for (int i = 0; i < 5; ++i) {
        LibraryDriveFacts facts;
        facts.label = QStringLiteral("disk %1").arg(i);
        writeSessionFile(librarySession({facts}), sessions.filePath(QStringLiteral("s%1.cmsession.json").arg(i)));
    }
    const QString outside = fixture.folder.filePath(QStringLiteral("alone.json"));
    LibraryDriveFacts alone;
    alone.label = QStringLiteral("alone");
    writeSessionFile(librarySession({alone}), outside);
    fixture.add({sessions.path(), outside});
    const QStringList before = labels(fixture.list());
    ASSERT_EQ(before.size(), 6);

    LibraryChanges changes;
    const Status rebuilt = fixture.library.rebuild(&changes);
    ASSERT_TRUE(rebuilt) << rebuilt.message().toStdString();
    EXPECT_EQ(changes.added, 6);
    EXPECT_EQ(labels(fixture.list()), before);
    EXPECT_TRUE(fixture.library.followedFolders().contains(QFileInfo(sessions.path()).absoluteFilePath()));
    EXPECT_TRUE(QDir(fixture.folder.path()).entryList({QStringLiteral("*.tmp")}, QDir::Files | QDir::Hidden).isEmpty());
}

TEST(Library, HostileLabelsComeBackAsTheyWent)
{
    LibraryFixture fixture;
    QList<LibraryDriveFacts> drives;
    QStringList hostile = hostileTexts();
    hostile << QStringLiteral("'); DROP TABLE drives; --") << QStringLiteral("\" OR 1=1 --")
            << QStringLiteral("line one\nline two") << QStringLiteral("\u202Eevil\u202C right to left")
            << QStringLiteral("%' OR label LIKE '%");
    for (const QString &text : std::as_const(hostile)) {
        LibraryDriveFacts facts;
        facts.label = text.left(256);
        facts.model = text.left(1000);
        drives << facts;
    }
    const QString session = fixture.folder.filePath(QStringLiteral("hostile.cmsession.json"));
    writeSessionFile(librarySession(drives), session);
    fixture.add({session});
    QList<LibraryDrive> listed = fixture.list();
    ASSERT_EQ(listed.size(), drives.size());
    QStringList expected;
    for (const LibraryDriveFacts &facts : std::as_const(drives))
        expected << facts.label;
    expected.sort();
    const QStringList got = labels(listed);
    ASSERT_EQ(got.size(), expected.size());
    for (qsizetype i = 0; i < got.size(); ++i)
        EXPECT_EQ(got.at(i), expected.at(i)) << "the " << i << "th label, " << expected.at(i).size() << " characters";
    // Searching for SQL finds the drive that holds it and nothing else.
    LibraryFilter filter;
    filter.search = QStringLiteral("'); DROP TABLE");
    EXPECT_EQ(fixture.list(filter).size(), 1);
    filter.search = QStringLiteral("%' OR label LIKE '%");
    EXPECT_EQ(fixture.list(filter).size(), 1);
}

TEST(Library, ConnectionsOfTwoThreadsWritingAtOnceBothLand)
{
    TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("library.sqlite"));
    QList<QStringList> files(2);
    for (int thread = 0; thread < 2; ++thread) {
        for (int i = 0; i < 30; ++i) {
            LibraryDriveFacts facts;
            facts.label = QStringLiteral("t%1-%2").arg(QString::number(thread), QString::number(i));
            const QString file = folder.filePath(facts.label + QStringLiteral(".cmsession.json"));
            writeSessionFile(librarySession({facts}), file);
            files[thread] << file;
        }
    }
    QList<Status> results(2, Status::ok());
    std::unique_ptr<QThread> threads[2];
    for (int thread = 0; thread < 2; ++thread) {
        threads[thread].reset(QThread::create([&, thread] {
            Library library(path);
            results[thread] = library.open();
            for (const QString &file : std::as_const(files[thread])) {
                LibraryChanges changes;
                if (results[thread])
                    results[thread] = library.add({file}, &changes);
            }
        }));
        threads[thread]->start();
    }
    for (auto &thread : threads)
        ASSERT_TRUE(thread->wait(120000));
    for (const Status &status : results)
        EXPECT_TRUE(status) << status.message().toStdString();
    Library library(path);
    ASSERT_TRUE(library.open());
    QList<LibraryDrive> drives;
    ASSERT_TRUE(library.drives({}, false, &drives));
    EXPECT_EQ(drives.size(), 60);
}
