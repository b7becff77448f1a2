// SPDX-License-Identifier: GPL-3.0-or-later
// One drive over time: measurements linked into one history, or set apart,
// the links kept across rebuilds, and the library's numbers for drives kept
// while their files keep them.
#include "library/library.h"
#include "library/librarylinks.h"
#include "library/libraryschema.h"
#include "librarysessions.h"
#include "tempfolders.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace cm;
using namespace cm::test;

namespace {

LibraryDrive measurement(const QString &path, const QString &model, const QString &serial)
{
    LibraryDrive drive;
    drive.sessionPath = path;
    drive.driveId = QStringLiteral("d1");
    drive.model = model;
    drive.serial = serial;
    return drive;
}

// A library of the test's own with one session file per entry, each of
// one drive, measured a day apart.
struct LinkedLibrary
{
    TempFolder folder;
    QString path = folder.filePath(QStringLiteral("library.sqlite"));
    QStringList files;

    explicit LinkedLibrary(const QList<LibraryDriveFacts> &drives)
    {
        for (qsizetype i = 0; i < drives.size(); ++i) {
            files << folder.filePath(QStringLiteral("%1.cmsession.json").arg(i));
            writeSessionFile(librarySession({drives.at(i)},
                                            QDateTime(QDate(2026, 1, 1 + int(i)), QTime(9, 0), Qt::UTC)),
                             files.constLast());
        }
        Library library(path);
        EXPECT_TRUE(library.open());
        LibraryChanges changes;
        EXPECT_TRUE(library.add(files, &changes));
    }

    // The drive measured in the session file `index`.
    LibraryDrive drive(Library &library, qsizetype index) const
    {
        LibraryFilter filter;
        filter.sessionPath = files.at(index);
        QList<LibraryDrive> found;
        EXPECT_TRUE(library.drives(filter, false, &found));
        EXPECT_EQ(found.size(), 1);
        return found.value(0);
    }

    // The days of the history of the drive measured in file `index`.
    QList<int> history(Library &library, qsizetype index) const
    {
        QList<LibraryDrive> found;
        const Status status = library.history(drive(library, index), &found);
        EXPECT_TRUE(status) << status.message().toStdString();
        QList<int> days;
        for (const LibraryDrive &each : std::as_const(found))
            days << each.measured.date().day();
        return days;
    }
};

LibraryDriveFacts drive(const QString &model, const QString &serial)
{
    LibraryDriveFacts facts;
    facts.model = model;
    facts.serial = serial;
    return facts;
}

} // namespace

TEST(LibraryLinks, ByDefaultAHistoryIsEveryMeasurementOfAModelAndSerial)
{
    const LibraryLinks links;
    const LibraryDrive a = measurement(QStringLiteral("/a"), QStringLiteral("SSD"), QStringLiteral("1"));
    const LibraryDrive b = measurement(QStringLiteral("/b"), QStringLiteral("SSD"), QStringLiteral("1"));
    const LibraryDrive other = measurement(QStringLiteral("/b"), QStringLiteral("SSD"), QStringLiteral("2"));
    EXPECT_EQ(links.historyOf(a), links.historyOf(b));
    EXPECT_NE(links.historyOf(a), links.historyOf(other));
    // Nothing tells two drives without model and serial apart.
    EXPECT_NE(links.historyOf(measurement(QStringLiteral("/a"), {}, {})),
              links.historyOf(measurement(QStringLiteral("/b"), {}, {})));
}

TEST(LibraryLinks, NoModelOrSerialForgesAnotherDrivesIdentity)
{
    // Joined with a separator, these two would read the same.
    EXPECT_NE(LibraryLinks::driveIdentity(QStringLiteral("a\",\"b"), QString()),
              LibraryLinks::driveIdentity(QStringLiteral("a"), QStringLiteral("b")));
    EXPECT_NE(LibraryLinks::driveIdentity(QStringLiteral("a"), QStringLiteral("b")),
              LibraryLinks::measurementIdentity(QStringLiteral("a"), QStringLiteral("b")));
    const auto part
        = LibraryLinks::parsePart(LibraryLinks::driveIdentity(QStringLiteral("x\"]"), QStringLiteral("\n")));
    ASSERT_TRUE(part);
    EXPECT_EQ(part->first, QStringLiteral("x\"]"));
    EXPECT_EQ(part->second, QStringLiteral("\n"));
    EXPECT_FALSE(LibraryLinks::parsePart(QStringLiteral("[\"drive\", \"a\", \"b\"]")))
        << "not as the program writes it";
    EXPECT_FALSE(LibraryLinks::parsePart(QStringLiteral("[\"folder\",\"a\",\"b\"]")));
}

TEST(LibraryLinks, LinkingJoinsWholeHistoriesAndLaterMeasurementsFollow)
{
    LibraryLinks links;
    const LibraryDrive direct = measurement(QStringLiteral("/a"), QStringLiteral("SSD"), QStringLiteral("1"));
    const LibraryDrive usb = measurement(QStringLiteral("/b"), QStringLiteral("USB bridge"), QStringLiteral("0000"));
    const LibraryDrive third = measurement(QStringLiteral("/c"), QStringLiteral("Other"), QStringLiteral("3"));
    EXPECT_TRUE(links.link(direct, usb));
    EXPECT_FALSE(links.link(usb, direct)) << "one history already";
    EXPECT_TRUE(links.link(third, usb));
    const LibraryDrive laterUsb
        = measurement(QStringLiteral("/d"), QStringLiteral("USB bridge"), QStringLiteral("0000"));
    EXPECT_EQ(links.historyOf(laterUsb), links.historyOf(direct));
    EXPECT_EQ(links.historyOf(third), links.historyOf(direct));
    // Every link points at the history's own part: one look away.
    for (auto pair = links.pairs().cbegin(); pair != links.pairs().cend(); ++pair)
        EXPECT_FALSE(links.pairs().contains(pair.value()) && links.pairs().value(pair.value()) != pair.value());
    EXPECT_EQ(links.partsOf(links.historyOf(direct)).size(), 3);
}

TEST(LibraryLinks, UnlinkUndoesTheNearestLinkFirst)
{
    LibraryLinks links;
    const LibraryDrive a = measurement(QStringLiteral("/a"), QStringLiteral("SSD"), QStringLiteral("1"));
    const LibraryDrive b = measurement(QStringLiteral("/b"), QStringLiteral("Renamed SSD"), QStringLiteral("1"));
    const LibraryDrive a2 = measurement(QStringLiteral("/c"), QStringLiteral("SSD"), QStringLiteral("1"));
    ASSERT_TRUE(links.link(a, b));
    // b's model and serial were linked in: they leave.
    EXPECT_EQ(links.unlink(b, 3), LibraryLinks::Unlinked::PartLeft);
    EXPECT_NE(links.historyOf(a), links.historyOf(b));
    EXPECT_TRUE(links.pairs().isEmpty());

    ASSERT_TRUE(links.link(a, b));
    // a's history is the one b joined: b leaves, a2 stays with a.
    EXPECT_EQ(links.unlink(a, 3), LibraryLinks::Unlinked::OthersLeft);
    EXPECT_NE(links.historyOf(a), links.historyOf(b));
    EXPECT_EQ(links.historyOf(a), links.historyOf(a2));

    // No link left: the measurement itself is set apart from its model and serial.
    EXPECT_EQ(links.unlink(a2, 2), LibraryLinks::Unlinked::MeasurementApart);
    EXPECT_NE(links.historyOf(a), links.historyOf(a2));
    EXPECT_EQ(links.unlink(a2, 1), LibraryLinks::Unlinked::AlreadyAlone);

    // A measurement set apart can be linked back, and unlinked again.
    ASSERT_TRUE(links.link(a, a2));
    EXPECT_EQ(links.historyOf(a), links.historyOf(a2));
    EXPECT_EQ(links.unlink(a2, 2), LibraryLinks::Unlinked::PartLeft);
    EXPECT_NE(links.historyOf(a), links.historyOf(a2));
}

TEST(LibraryLinks, StoredLinksThatChainCircleOrNameNothingAreMendedOrDropped)
{
    const QString a = LibraryLinks::driveIdentity(QStringLiteral("A"), QString());
    const QString b = LibraryLinks::driveIdentity(QStringLiteral("B"), QString());
    const QString c = LibraryLinks::driveIdentity(QStringLiteral("C"), QString());
    const QString x = LibraryLinks::driveIdentity(QStringLiteral("X"), QString());
    const QString y = LibraryLinks::driveIdentity(QStringLiteral("Y"), QString());
    const LibraryLinks links = LibraryLinks::fromPairs({
        {a, b},
        {b, c}, // a chain: a's history is c's
        {x, y},
        {y, x}, // a circle names no history
        {QStringLiteral("DROP TABLE files"), a},
        {c, c}, // a drive set apart from itself says nothing
    });
    EXPECT_EQ(links.historyOfPart(a), c);
    EXPECT_EQ(links.historyOfPart(b), c);
    EXPECT_EQ(links.historyOfPart(c), c);
    EXPECT_EQ(links.historyOfPart(x), x);
    EXPECT_EQ(links.historyOfPart(y), y);
    EXPECT_EQ(links.pairs().size(), 2);
}

TEST(Library, LinkedDrivesAreOneHistoryAndUnlinkedOnesAreNot)
{
    LinkedLibrary fixture({drive(QStringLiteral("SSD 990"), QStringLiteral("S1")),
                           drive(QStringLiteral("USB enclosure"), QStringLiteral("0000")),
                           drive(QStringLiteral("SSD 990"), QStringLiteral("S1"))});
    Library library(fixture.path);
    ASSERT_TRUE(library.open());
    EXPECT_EQ(fixture.history(library, 0), (QList<int>{1, 3})) << "by model and serial";

    int joined = 0;
    ASSERT_TRUE(library.link({fixture.drive(library, 0), fixture.drive(library, 1)}, &joined));
    EXPECT_EQ(joined, 1);
    EXPECT_EQ(fixture.history(library, 1), (QList<int>{1, 2, 3})) << "oldest first";

    LibraryLinks::Unlinked done = LibraryLinks::Unlinked::AlreadyAlone;
    ASSERT_TRUE(library.unlink(fixture.drive(library, 1), &done));
    EXPECT_EQ(done, LibraryLinks::Unlinked::PartLeft);
    EXPECT_EQ(fixture.history(library, 1), (QList<int>{2}));
    ASSERT_TRUE(library.unlink(fixture.drive(library, 2), &done));
    EXPECT_EQ(done, LibraryLinks::Unlinked::MeasurementApart);
    EXPECT_EQ(fixture.history(library, 0), (QList<int>{1}));
    EXPECT_EQ(fixture.history(library, 2), (QList<int>{3}));
}

TEST(Library, LinksAndDriveNumbersOutliveARebuild)
{
    LinkedLibrary fixture({drive(QStringLiteral("SSD 990"), QStringLiteral("S1")),
                           drive(QStringLiteral("USB enclosure"), QStringLiteral("0000"))});
    QList<qint64> numbers;
    {
        Library library(fixture.path);
        ASSERT_TRUE(library.open());
        int joined = 0;
        ASSERT_TRUE(library.link({fixture.drive(library, 0), fixture.drive(library, 1)}, &joined));
        numbers = {fixture.drive(library, 0).id, fixture.drive(library, 1).id};
        LibraryChanges changes;
        ASSERT_TRUE(library.rebuild(&changes));
        EXPECT_EQ(fixture.history(library, 0), (QList<int>{1, 2})) << "asked for";
        EXPECT_EQ(fixture.drive(library, 0).id, numbers[0]);
        EXPECT_EQ(fixture.drive(library, 1).id, numbers[1]);
    }
    // Of another version: replaced by one built beside it, links and numbers read from it as data.
    ASSERT_EQ(runSql(fixture.path, {QStringLiteral("PRAGMA user_version = %1").arg(LibrarySchemaVersion - 1)}),
              QString());
    Library library(fixture.path);
    ASSERT_TRUE(library.open());
    EXPECT_FALSE(library.rebuiltBecause().isEmpty());
    EXPECT_EQ(fixture.history(library, 1), (QList<int>{1, 2}));
    EXPECT_EQ(fixture.drive(library, 0).id, numbers[0]);
    EXPECT_EQ(fixture.drive(library, 1).id, numbers[1]);
}

TEST(Library, ADriveKeepsItsNumberWhileItsFileKeepsIt)
{
    LinkedLibrary fixture(
        {drive(QStringLiteral("SSD 990"), QStringLiteral("S1")), drive(QStringLiteral("HDD"), QStringLiteral("H1"))});
    Library library(fixture.path);
    ASSERT_TRUE(library.open());
    const qint64 first = fixture.drive(library, 0).id;
    const qint64 second = fixture.drive(library, 1).id;
    // The first file gains a drive: its drive keeps its number, the new one takes one no drive had.
    LibraryDriveFacts added = drive(QStringLiteral("NVMe"), QStringLiteral("N1"));
    added.label = QStringLiteral("added");
    Session grown = librarySession({drive(QStringLiteral("SSD 990"), QStringLiteral("S1")), added},
                                   QDateTime(QDate(2026, 1, 1), QTime(9, 0), Qt::UTC));
    writeSessionFile(grown, fixture.files.at(0));
    LibraryChanges changes;
    ASSERT_TRUE(library.refresh(&changes));
    EXPECT_EQ(changes.updated, 1);
    LibraryFilter filter;
    filter.sessionPath = fixture.files.at(0);
    QList<LibraryDrive> found;
    ASSERT_TRUE(library.drives(filter, false, &found));
    ASSERT_EQ(found.size(), 2);
    QList<qint64> ids{found[0].id, found[1].id};
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids[0], first);
    EXPECT_GT(ids[1], std::max(first, second));
    EXPECT_EQ(fixture.drive(library, 1).id, second);
}
