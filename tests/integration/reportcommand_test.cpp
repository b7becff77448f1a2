// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary's report command on saved sessions, on
// Linux and, under wine, on Windows.
#include "chart/chartkinds.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "programrun.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class ReportCommand : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sessionPath = folder.filePath(QStringLiteral("two.cmsession.json"));
        ASSERT_TRUE(saveSession(test::sampleSession(2), sessionPath));
    }

    QString file(const QString &name) const { return folder.filePath(name); }

    test::TempFolder folder;
    QString sessionPath;
};

} // namespace

TEST_F(ReportCommand, WritesEveryChartAndTableFormat)
{
    const Result result = runProgram({QStringLiteral("report"),     sessionPath,
                                      QStringLiteral("--chart"),    QStringLiteral("compare"),
                                      QStringLiteral("--png"),      file(QStringLiteral("c.png")),
                                      QStringLiteral("--svg"),      file(QStringLiteral("c.svg")),
                                      QStringLiteral("--pdf"),      file(QStringLiteral("c.pdf")),
                                      QStringLiteral("--csv"),      file(QStringLiteral("t.csv")),
                                      QStringLiteral("--markdown"), file(QStringLiteral("t.md")),
                                      QStringLiteral("--html"),     file(QStringLiteral("t.html")),
                                      QStringLiteral("--bbcode"),   file(QStringLiteral("t.bbcode")),
                                      QStringLiteral("--scale"),    QStringLiteral("2"),
                                      QStringLiteral("--size"),     QStringLiteral("800x450"),
                                      QStringLiteral("--theme"),    QStringLiteral("dark")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();
    EXPECT_EQ(QImage(file(QStringLiteral("c.png"))).size(), QSize(1600, 900));
    EXPECT_TRUE(readAll(file(QStringLiteral("c.svg"))).contains("<svg"));
    EXPECT_TRUE(readAll(file(QStringLiteral("c.pdf"))).startsWith("%PDF-"));
    EXPECT_EQ(readAll(file(QStringLiteral("t.md"))), readAll(QStringLiteral(COMPRESSMARK_TEST_DATA "/sample.md")));
    EXPECT_EQ(readAll(file(QStringLiteral("t.bbcode"))),
              readAll(QStringLiteral(COMPRESSMARK_TEST_DATA "/sample.bbcode")));
    EXPECT_TRUE(readAll(file(QStringLiteral("t.csv"))).startsWith("row,drive,"));
    EXPECT_TRUE(readAll(file(QStringLiteral("t.html"))).startsWith("<table"));
    EXPECT_EQ(result.out.count(QStringLiteral("Wrote ")), 7) << result.out.toStdString();
    // Each image comes with its alt text, for the post it goes in.
    EXPECT_EQ(result.out.count(QStringLiteral("  alt text: A CompressMark chart: ")), 3) << result.out.toStdString();
}

TEST_F(ReportCommand, DrawsOnePerDriveChartForEachDrive)
{
    const Result result
        = runProgram({QStringLiteral("report"), sessionPath, QStringLiteral("--png"), file(QStringLiteral("drive.png")),
                      QStringLiteral("--whiskers"), QStringLiteral("ci95")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(QImage(file(QStringLiteral("drive-1-Disk-A.png"))).size(), QSize(1600, 900));
    EXPECT_EQ(QImage(file(QStringLiteral("drive-2-Disk-B.png"))).size(), QSize(1600, 900));
    EXPECT_FALSE(QFile::exists(file(QStringLiteral("drive.png"))));
}

TEST_F(ReportCommand, MergesSeveralSessions)
{
    const QString other = file(QStringLiteral("one.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), other));
    const Result result = runProgram(
        {QStringLiteral("report"), sessionPath, other, QStringLiteral("--csv"), file(QStringLiteral("t.csv")),
         QStringLiteral("--chart"), QStringLiteral("percent"), QStringLiteral("--svg"), file(QStringLiteral("p.svg"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString csv = QString::fromUtf8(readAll(file(QStringLiteral("t.csv"))));
    // Three drives of 4 results: 12 summaries, each naming its session.
    EXPECT_EQ(csv.count(QStringLiteral("\r\nsummary,")), 12);
    EXPECT_EQ(csv.count(other), 4 * 3 + 4);
    EXPECT_TRUE(csv.contains(QStringLiteral("summary,d1-2,")));
}

// Merged sessions repeat drive ids (d1 and d1 become d1 and d1-2): files
// are named by the drive's place and name instead.
TEST_F(ReportCommand, NamesEachDrivesChartByItsNumberAndName)
{
    Session ssd = test::sampleSession(1);
    ssd.drives[0].label = QStringLiteral("My SSD: 2 TB");
    const QString other = file(QStringLiteral("ssd.cmsession.json"));
    ASSERT_TRUE(saveSession(ssd, other));
    const Result result = runProgram(
        {QStringLiteral("report"), sessionPath, other, QStringLiteral("--png"), file(QStringLiteral("c.png"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    for (const char *name : {"c-1-Disk-A.png", "c-2-Disk-B.png", "c-3-My-SSD-2-TB.png"})
        EXPECT_TRUE(QFile::exists(file(QString::fromLatin1(name)))) << name;
    EXPECT_EQ(result.out.count(QStringLiteral("Wrote ")), 3) << result.out.toStdString();
}

TEST_F(ReportCommand, PrintsTheSummaryWithoutAnOutputOption)
{
    const Result result = runProgram({QStringLiteral("report"), sessionPath});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Disk B"))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("median MB/s")));
}

TEST_F(ReportCommand, RefusesADamagedSessionNamingFilePlaceAndProblem)
{
    QJsonObject root = QJsonDocument::fromJson(readAll(sessionPath)).object();
    root.insert(QStringLiteral("drives"), QStringLiteral("none"));
    const QString damaged = file(QStringLiteral("damaged.cmsession.json"));
    QFile out(damaged);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();
    const Result result = runProgram(
        {QStringLiteral("report"), sessionPath, damaged, QStringLiteral("--png"), file(QStringLiteral("c.png"))});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(shownPath(damaged) + QStringLiteral(": drives: expected an array")))
        << result.err.toStdString();
    EXPECT_FALSE(QFile::exists(file(QStringLiteral("c.png"))));
}

TEST_F(ReportCommand, RefusesANewerVersionAndATruncatedFile)
{
    const QByteArray whole = readAll(sessionPath);
    const QString newer = file(QStringLiteral("newer.cmsession.json"));
    const QString truncated = file(QStringLiteral("truncated.cmsession.json"));
    QFile a(newer), b(truncated);
    ASSERT_TRUE(a.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly));
    a.write(QByteArray(whole).replace("\"version\": 1", "\"version\": 7"));
    b.write(whole.left(whole.size() / 3));
    a.close();
    b.close();
    Result result = runProgram({QStringLiteral("report"), newer});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("newer"))) << result.err.toStdString();
    result = runProgram({QStringLiteral("report"), truncated});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(shownPath(truncated) + QStringLiteral(": line "))) << result.err.toStdString();
}

TEST_F(ReportCommand, BadOptionsAreBadUsage)
{
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("report")},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--theme"), QStringLiteral("neon")},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--chart"), QStringLiteral("pie")},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--size"), QStringLiteral("big")},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--scale"), QStringLiteral("100")},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--whiskers"), QStringLiteral("all")},
          QStringList{QStringLiteral("report"), file(QStringLiteral("absent.json"))},
          QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--chart"), QStringLiteral("compare"),
                      QStringLiteral("--csv"), file(QStringLiteral("t.csv"))}}) {
        const Result result = runProgram(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
    }
}

TEST_F(ReportCommand, AnExportThatCannotBeWrittenFailsWithExitCode1)
{
#ifdef Q_OS_WIN
    // A file another program holds open without sharing it cannot be
    // replaced.
    const QString unwritable = file(QStringLiteral("held.pdf"));
    QFile held(unwritable);
    ASSERT_TRUE(held.open(QIODevice::WriteOnly));
#else
    // /proc takes no new files, not even from root.
    const QString unwritable = QStringLiteral("/proc/compressmark-%1.pdf").arg(QCoreApplication::applicationPid());
#endif
    const Result result = runProgram({QStringLiteral("report"), sessionPath, QStringLiteral("--chart"),
                                      QStringLiteral("device"), QStringLiteral("--pdf"), unwritable});
    EXPECT_EQ(result.exitCode, 1);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(shownPath(unwritable))) << result.err.toStdString();
}

TEST_F(ReportCommand, AnExportIntoAFolderThatDoesNotExistIsBadUsage)
{
    const QString missingFolder = file(QStringLiteral("missing"));
    const Result result = runProgram(
        {QStringLiteral("report"), sessionPath, QStringLiteral("--pdf"), missingFolder + QStringLiteral("/c.pdf")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(shownPath(missingFolder))) << result.err.toStdString();
}

TEST_F(ReportCommand, DrawsTheTimelineOfEachDriveThatHasOne)
{
    const QString timelines = file(QStringLiteral("timelines.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSessionWithTimelines(2), timelines));
    Result result
        = runProgram({QStringLiteral("report"), timelines, QStringLiteral("--chart"), QStringLiteral("timeline"),
                      QStringLiteral("--png"), file(QStringLiteral("t.png")), QStringLiteral("--svg"),
                      file(QStringLiteral("t.svg")), QStringLiteral("--size"), QStringLiteral("1000x600")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();
    for (const QString &drive : {QStringLiteral("1-Disk-A"), QStringLiteral("2-Disk-B")}) {
        EXPECT_EQ(QImage(file(QStringLiteral("t-%1.png").arg(drive))).size(), QSize(1000, 600));
        // By default: read of the first data set.
        const QByteArray svg = readAll(file(QStringLiteral("t-%1.svg").arg(drive)));
        EXPECT_TRUE(svg.contains("Books, Read, MB/s over time")) << drive.toStdString();
    }
    EXPECT_EQ(result.out.count(QStringLiteral("Wrote ")), 4) << result.out.toStdString();

    // The data set and operation asked for.
    result = runProgram({QStringLiteral("report"), timelines, QStringLiteral("--chart"), QStringLiteral("timeline"),
                         QStringLiteral("--dataset"), QStringLiteral("photos"), QStringLiteral("--operation"),
                         QStringLiteral("READ"), QStringLiteral("--svg"), file(QStringLiteral("photos.svg"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(readAll(file(QStringLiteral("photos-1-Disk-A.svg"))).contains("Photos, Read, MB/s over time"));
}

TEST_F(ReportCommand, RefusesATimelineNoRunHas)
{
    const QString timelines = file(QStringLiteral("timelines.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSessionWithTimelines(1), timelines));
    const QString png = file(QStringLiteral("t.png"));
    const QStringList timeline{QStringLiteral("--chart"), QStringLiteral("timeline"), QStringLiteral("--png"), png};
    // An older session: none at all.
    Result result = runProgram(QStringList{QStringLiteral("report"), sessionPath} + timeline);
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("holds no timeline"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(shownPath(sessionPath))) << result.err.toStdString();
    // One the session does not have: what it has instead.
    result = runProgram(
        QStringList{QStringLiteral("report"), timelines, QStringLiteral("--operation"), QStringLiteral("write")}
        + timeline);
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("--operation write"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("books read, photos read"))) << result.err.toStdString();
    result = runProgram(
        QStringList{QStringLiteral("report"), timelines, QStringLiteral("--dataset"), QStringLiteral("system")}
        + timeline);
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_FALSE(QFile::exists(png));
    EXPECT_FALSE(QFile::exists(file(QStringLiteral("t-1-Disk-A.png"))));
}

TEST_F(ReportCommand, TimelineOptionsAreBadUsageWithoutTheTimeline)
{
    const QString png = file(QStringLiteral("c.png"));
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("--dataset"), QStringLiteral("books"), QStringLiteral("--png"), png},
          QStringList{QStringLiteral("--chart"), QStringLiteral("compare"), QStringLiteral("--operation"),
                      QStringLiteral("read"), QStringLiteral("--png"), png},
          QStringList{QStringLiteral("--chart"), QStringLiteral("timeline"), QStringLiteral("--operation"),
                      QStringLiteral("sideways"), QStringLiteral("--png"), png},
          QStringList{QStringLiteral("--chart"), QStringLiteral("timeline"), QStringLiteral("--dataset"),
                      QStringLiteral("books")}}) {
        const Result result = runProgram(QStringList{QStringLiteral("report"), sessionPath} + arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
    }
}

TEST_F(ReportCommand, DrawsOneDataSetOnEveryDriveInRows)
{
    const QString three = file(QStringLiteral("three.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(3), three));
    Result result = runProgram({QStringLiteral("report"), three, QStringLiteral("--chart"), QStringLiteral("drives"),
                                QStringLiteral("--dataset"), QStringLiteral("photos"), QStringLiteral("--sort"),
                                QStringLiteral("speed"), QStringLiteral("--svg"), file(QStringLiteral("d.svg"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QByteArray svg = readAll(file(QStringLiteral("d.svg")));
    EXPECT_TRUE(svg.contains("Read speed of Photos by drive, MB/s")) << svg.left(2000).toStdString();
    for (const char *drive : {"Disk A", "Disk B", "Disk C"})
        EXPECT_TRUE(svg.contains(drive)) << drive;
    // Without --dataset: the first data set read.
    result = runProgram({QStringLiteral("report"), three, QStringLiteral("--chart"), QStringLiteral("drives"),
                         QStringLiteral("--svg"), file(QStringLiteral("books.svg"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(readAll(file(QStringLiteral("books.svg"))).contains("Read speed of Books by drive"));
}

// Every kind of the table of chart kinds is drawn by --chart and on the
// page by --web-charts under the name its entry gives it.
TEST_F(ReportCommand, DrawsEveryKindOfChartItsTableNames)
{
    const QString timelines = file(QStringLiteral("timelines.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSessionWithTimelines(2), timelines));
    QStringList names;
    for (const ChartKindEntry &entry : chartKinds()) {
        const QString name = QLatin1String(entry.name);
        names << name;
        const QString svg = file(name + QStringLiteral(".svg"));
        const Result result = runProgram(
            {QStringLiteral("report"), timelines, QStringLiteral("--chart"), name, QStringLiteral("--svg"), svg});
        ASSERT_EQ(result.exitCode, 0) << name.toStdString() << ": " << result.err.toStdString();
        EXPECT_TRUE(result.out.contains(QStringLiteral("Wrote "))) << name.toStdString();
    }
    EXPECT_TRUE(readAll(file(QStringLiteral("cpu.svg"))).contains("CPU time per GB read"));

    const QString page = file(QStringLiteral("page.html"));
    const Result result = runProgram({QStringLiteral("report"), timelines, QStringLiteral("--web"), page,
                                      QStringLiteral("--web-charts"), names.join(QLatin1Char(','))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QByteArray html = readAll(page);
    for (const QString &name : std::as_const(names))
        EXPECT_TRUE(html.contains(QStringLiteral("<figure data-chart=\"%1\"").arg(name).toUtf8()))
            << name.toStdString();
}

TEST_F(ReportCommand, RefusesADrivesChartOfADataSetNoDriveRead)
{
    const QString svg = file(QStringLiteral("d.svg"));
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("--chart"), QStringLiteral("drives"), QStringLiteral("--dataset"),
                      QStringLiteral("system"), QStringLiteral("--svg"), svg},
          QStringList{QStringLiteral("--chart"), QStringLiteral("drives"), QStringLiteral("--sort"),
                      QStringLiteral("sideways"), QStringLiteral("--svg"), svg},
          QStringList{QStringLiteral("--chart"), QStringLiteral("compare"), QStringLiteral("--sort"),
                      QStringLiteral("speed"), QStringLiteral("--svg"), svg},
          QStringList{QStringLiteral("--chart"), QStringLiteral("drives"), QStringLiteral("--operation"),
                      QStringLiteral("read"), QStringLiteral("--svg"), svg}}) {
        const Result result = runProgram(QStringList{QStringLiteral("report"), sessionPath} + arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
        EXPECT_FALSE(QFile::exists(svg));
    }
    const Result result
        = runProgram({QStringLiteral("report"), sessionPath, QStringLiteral("--chart"), QStringLiteral("drives"),
                      QStringLiteral("--dataset"), QStringLiteral("system"), QStringLiteral("--svg"), svg});
    EXPECT_TRUE(result.err.contains(QStringLiteral("these were read: books"))) << result.err.toStdString();
}

// Russian and Chinese reviewers name their files in their languages: every
// name reaches the program whole (on Windows from the wide command line)
// and the files land under those names.
TEST_F(ReportCommand, ReadsAndWritesFilesNamedInAnyLanguage)
{
    const QString folderName = QStringLiteral("Отчёт 报告");
    ASSERT_TRUE(QDir(folder.path()).mkdir(folderName));
    const QString named = folder.filePath(folderName + QStringLiteral("/Книги 书.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), named));
    const QString png = folder.filePath(folderName + QStringLiteral("/Диаграмма 图.png"));
    const QString csv = folder.filePath(folderName + QStringLiteral("/Таблица 表.csv"));
    const Result result
        = runProgram({QStringLiteral("report"), named, QStringLiteral("--chart"), QStringLiteral("compare"),
                      QStringLiteral("--png"), png, QStringLiteral("--csv"), csv});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(1600, 900));
    EXPECT_TRUE(readAll(csv).startsWith("row,drive,"));
    EXPECT_TRUE(result.out.contains(QDir::toNativeSeparators(png))) << result.out.toStdString();
}
