// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark library history` and `compare`: the real program, real
// session files and a library of the test's own.
#include "librarysessions.h"
#include "programrun.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace cm;
using namespace cm::test;

namespace {

// Slows every run of `session` by `factor`: a drive that changed.
void slowDown(Session *session, double factor)
{
    for (DriveRecord &drive : session->drives)
        for (ResultRecord &result : drive.results)
            for (RunRecord &run : result.runs)
                run.seconds *= factor;
}

// An SSD measured in January, March (a new kernel, slower) and May (ext4,
// no compression), and a hard disk in January; all added to a library.
struct HistoryFiles
{
    TempFolder folder;
    QString library = folder.filePath(QStringLiteral("data/library.sqlite"));
    QString sessions = folder.filePath(QStringLiteral("sessions"));

    HistoryFiles()
    {
        EXPECT_TRUE(QDir().mkpath(sessions));
        const LibraryDriveFacts ssd = fastSsdFacts();
        const LibraryDriveFacts hdd = oldDiskFacts();
        Session january = librarySession({ssd, hdd}, QDateTime(QDate(2026, 1, 10), QTime(9, 0), Qt::UTC));
        january.machine.kernel = QStringLiteral("6.1.0-28-amd64");
        slowDown(&january, 0.8);
        writeSessionFile(january, sessions + QStringLiteral("/january.cmsession.json"));
        Session march = librarySession({ssd}, QDateTime(QDate(2026, 3, 5), QTime(9, 0), Qt::UTC));
        march.machine.kernel = QStringLiteral("6.12.9-amd64");
        writeSessionFile(march, sessions + QStringLiteral("/march.cmsession.json"));
        LibraryDriveFacts plainSsd = ssd;
        plainSsd.filesystem = QStringLiteral("ext4");
        plainSsd.method = CompressionMethod::None;
        plainSsd.algorithm.clear();
        Session may = librarySession({plainSsd}, QDateTime(QDate(2026, 5, 20), QTime(9, 0), Qt::UTC));
        may.machine.kernel = march.machine.kernel;
        writeSessionFile(may, sessions + QStringLiteral("/may.cmsession.json"));
        const ProgramResult added = run({QStringLiteral("add"), sessions});
        EXPECT_EQ(added.exitCode, 0) << added.err.toStdString();
    }

    ProgramResult run(QStringList arguments) const
    {
        arguments.prepend(QStringLiteral("library"));
        arguments << QStringLiteral("--library") << library;
        return runProgram(arguments);
    }

    // The library's ID of the drive labelled `label` in the file named `file`.
    QString idOf(const QString &label, const QString &file) const
    {
        const ProgramResult listed = run({QStringLiteral("list"), QStringLiteral("--json")});
        for (const QJsonValue &drive : QJsonDocument::fromJson(listed.out.toUtf8()).array()) {
            const QJsonObject object = drive.toObject();
            if (object.value(QStringLiteral("label")).toString() == label
                && object.value(QStringLiteral("session")).toString().endsWith(file))
                return QString::number(object.value(QStringLiteral("id")).toInteger());
        }
        ADD_FAILURE() << "no drive " << label.toStdString() << " in " << file.toStdString() << ": "
                      << listed.out.toStdString();
        return {};
    }
};

QString fileText(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(file.readAll());
}

} // namespace

TEST(LibraryHistory, DrawsTheDriveOverTimeAndSaysWhatChanged)
{
    HistoryFiles files;
    const QString png = files.folder.filePath(QStringLiteral("history.png"));
    const QString svg = files.folder.filePath(QStringLiteral("history.svg"));
    const ProgramResult drawn = files.run({QStringLiteral("history"), QStringLiteral("Samsung SSD 980"),
                                           QStringLiteral("--png"), png, QStringLiteral("--svg"), svg});
    ASSERT_EQ(drawn.exitCode, 0) << drawn.err.toStdString();
    EXPECT_TRUE(drawn.out.contains(QStringLiteral("measurements: 3"))) << drawn.out.toStdString();
    // Between January and March the kernel; between March and May the filesystem and compression.
    EXPECT_TRUE(drawn.out.contains(QStringLiteral("2026-01-10 → 2026-03-05: kernel 6.1.0-28-amd64 → 6.12.9-amd64")))
        << drawn.out.toStdString();
    EXPECT_TRUE(drawn.out.contains(QStringLiteral("2026-03-05 → 2026-05-20: filesystem btrfs → ext4")))
        << drawn.out.toStdString();
    EXPECT_TRUE(drawn.out.contains(QStringLiteral("compression btrfs:zstd → none"))) << drawn.out.toStdString();
    EXPECT_FALSE(drawn.out.contains(QStringLiteral("WDC WD40"))) << "another drive is no point of this one's history";

    const QImage image(png);
    EXPECT_FALSE(image.isNull()) << "a PNG was written";
    const QString text = fileText(svg);
    EXPECT_TRUE(text.contains(QStringLiteral("over time"))) << "titled as a history";
    for (const QString &day :
         {QStringLiteral("2026-01-10"), QStringLiteral("2026-03-05"), QStringLiteral("2026-05-20")})
        EXPECT_TRUE(text.contains(day)) << "each day is a point of the chart: " << day.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("6.12.9-amd64"))) << "what changed is under the chart";
}

TEST(LibraryHistory, RefusesADriveTheLibraryDoesNotHold)
{
    HistoryFiles files;
    const ProgramResult refused = files.run({QStringLiteral("history"), QStringLiteral("No Such Disk")});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_EQ(refused.err.trimmed().count(QLatin1Char('\n')), 0) << "one line: " << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains(QStringLiteral("No Such Disk"))) << refused.err.toStdString();
}

TEST(LibraryCompare, ChartsDrivesOfDifferentSessionsTogether)
{
    HistoryFiles files;
    const QString disk = files.idOf(QStringLiteral("Old disk"), QStringLiteral("january.cmsession.json"));
    const QString ssd = files.idOf(QStringLiteral("Fast SSD"), QStringLiteral("may.cmsession.json"));
    const QString svg = files.folder.filePath(QStringLiteral("compare.svg"));
    const QString png = files.folder.filePath(QStringLiteral("compare.png"));
    const ProgramResult drawn
        = files.run({QStringLiteral("compare"), disk, ssd, QStringLiteral("--svg"), svg, QStringLiteral("--png"), png});
    ASSERT_EQ(drawn.exitCode, 0) << drawn.err.toStdString();
    EXPECT_FALSE(QImage(png).isNull());
    const QString text = fileText(svg);
    EXPECT_TRUE(text.contains(QStringLiteral("Old disk"))) << "both drives are in the chart";
    EXPECT_TRUE(text.contains(QStringLiteral("Fast SSD")));

    const QString percent = files.folder.filePath(QStringLiteral("percent.svg"));
    const ProgramResult percentDrawn = files.run({QStringLiteral("compare"), disk, ssd, QStringLiteral("--chart"),
                                                  QStringLiteral("percent"), QStringLiteral("--svg"), percent});
    ASSERT_EQ(percentDrawn.exitCode, 0) << percentDrawn.err.toStdString();
    EXPECT_TRUE(fileText(percent).contains(QStringLiteral("%"))) << "the percent chart";
    EXPECT_EQ(fileText(files.sessions + QStringLiteral("/january.cmsession.json")).count(QStringLiteral("\"label\"")), 2)
        << "a session file is only read";
}

TEST(LibraryCompare, WritesAWebPageThatEmbedsItsSessions)
{
    HistoryFiles files;
    const QString disk = files.idOf(QStringLiteral("Old disk"), QStringLiteral("january.cmsession.json"));
    const QString ssd = files.idOf(QStringLiteral("Fast SSD"), QStringLiteral("march.cmsession.json"));
    const QString web = files.folder.filePath(QStringLiteral("drives.html"));
    const ProgramResult written = files.run({QStringLiteral("compare"), disk, ssd, QStringLiteral("--web"), web});
    ASSERT_EQ(written.exitCode, 0) << written.err.toStdString();
    const QString page = fileText(web);
    EXPECT_TRUE(page.contains(QStringLiteral("Old disk")));
    EXPECT_TRUE(page.contains(QStringLiteral("Fast SSD")));
    EXPECT_TRUE(page.contains(QStringLiteral("drives.cmsession.json"))) << "the page embeds the session to download";
    EXPECT_TRUE(page.contains(QStringLiteral("6.1.0-28-amd64"))) << "the sessions it came from, their machines too";
}

TEST(LibraryCompare, RefusesUnknownIdsInOneLine)
{
    HistoryFiles files;
    const QString ssd = files.idOf(QStringLiteral("Fast SSD"), QStringLiteral("march.cmsession.json"));
    const QString svg = files.folder.filePath(QStringLiteral("compare.svg"));
    for (const QString &bad : {QStringLiteral("99999"), QStringLiteral("Fast SSD"), QStringLiteral("0")}) {
        const ProgramResult refused = files.run({QStringLiteral("compare"), ssd, bad, QStringLiteral("--svg"), svg});
        EXPECT_EQ(refused.exitCode, 2) << bad.toStdString();
        EXPECT_EQ(refused.err.trimmed().count(QLatin1Char('\n')), 0) << "one line: " << refused.err.toStdString();
        EXPECT_TRUE(refused.err.contains(bad)) << refused.err.toStdString();
        EXPECT_FALSE(QFile::exists(svg)) << "nothing is written";
    }
    const ProgramResult badKind = files.run({QStringLiteral("compare"), ssd, QStringLiteral("--chart"),
                                             QStringLiteral("timeline"), QStringLiteral("--svg"), svg});
    EXPECT_EQ(badKind.exitCode, 2);
    const ProgramResult webOnHistory
        = files.run({QStringLiteral("history"), QStringLiteral("Fast SSD"), QStringLiteral("--web"), svg});
    EXPECT_EQ(webOnHistory.exitCode, 2);
}

TEST(LibraryLink, LinkedDrivesAreOneHistoryUntilUnlinked)
{
    HistoryFiles files;
    const QString disk = files.idOf(QStringLiteral("Old disk"), QStringLiteral("january.cmsession.json"));
    const QString ssd = files.idOf(QStringLiteral("Fast SSD"), QStringLiteral("march.cmsession.json"));
    const ProgramResult linked = files.run({QStringLiteral("link"), ssd, disk});
    ASSERT_EQ(linked.exitCode, 0) << linked.err.toStdString();
    EXPECT_TRUE(linked.out.contains(QStringLiteral("4 measurements"))) << linked.out.toStdString();
    const ProgramResult again = files.run({QStringLiteral("link"), disk, ssd});
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(QStringLiteral("already"))) << again.out.toStdString();

    const ProgramResult history = files.run({QStringLiteral("history"), disk});
    ASSERT_EQ(history.exitCode, 0) << history.err.toStdString();
    EXPECT_TRUE(history.out.contains(QStringLiteral("measurements: 4"))) << history.out.toStdString();
    EXPECT_TRUE(history.out.contains(QStringLiteral("model")))
        << "a change of drive is said: " << history.out.toStdString();

    const ProgramResult unlinked = files.run({QStringLiteral("unlink"), disk});
    ASSERT_EQ(unlinked.exitCode, 0) << unlinked.err.toStdString();
    EXPECT_TRUE(unlinked.out.contains(QStringLiteral("left"))) << unlinked.out.toStdString();
    const ProgramResult after = files.run({QStringLiteral("history"), ssd});
    EXPECT_TRUE(after.out.contains(QStringLiteral("measurements: 3"))) << after.out.toStdString();
}

TEST(LibraryLink, SetsAMeasurementApartAndRefusesWhatNamesSeveral)
{
    HistoryFiles files;
    const QString may = files.idOf(QStringLiteral("Fast SSD"), QStringLiteral("may.cmsession.json"));
    const ProgramResult apart = files.run({QStringLiteral("unlink"), may});
    ASSERT_EQ(apart.exitCode, 0) << apart.err.toStdString();
    EXPECT_TRUE(apart.out.contains(QStringLiteral("apart"))) << apart.out.toStdString();
    const ProgramResult history = files.run({QStringLiteral("history"), may});
    EXPECT_TRUE(history.out.contains(QStringLiteral("measurements: 1"))) << history.out.toStdString();
    const ProgramResult alone = files.run({QStringLiteral("unlink"), may});
    EXPECT_EQ(alone.exitCode, 0);
    EXPECT_TRUE(alone.out.contains(QStringLiteral("nothing to unlink"))) << alone.out.toStdString();

    // "Fast SSD" now names two histories; the model three measurements.
    for (const QStringList &bad :
         {QStringList{QStringLiteral("link"), QStringLiteral("Fast SSD"), QStringLiteral("Old disk")},
          QStringList{QStringLiteral("unlink"), QStringLiteral("Samsung SSD 980")},
          QStringList{QStringLiteral("link"), may}, QStringList{QStringLiteral("unlink"), QStringLiteral("99999")}}) {
        const ProgramResult refused = files.run(bad);
        EXPECT_EQ(refused.exitCode, 2) << bad.join(QLatin1Char(' ')).toStdString() << ": " << refused.err.toStdString();
        EXPECT_EQ(refused.err.trimmed().count(QLatin1Char('\n')), 0) << "one line: " << refused.err.toStdString();
    }
}
