// SPDX-License-Identifier: GPL-3.0-or-later
// What `report --web` and `report --png/--svg` write stays within stated
// bounds for any number of drives, and what cannot be drawn is refused
// before anything is, in one line. Bounds of size and count, never of
// time: how long they take is measured by compressmark_webpage_bench.
#include "chart/chartbounds.h"
#include "webpage/webcharts.h"
#include "programrun.h"
#include "sessionfiletest.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;
using test::runProgram;

namespace {

QString fileText(const QString &path)
{
    return QString::fromUtf8(test::readAll(path));
}

void expectNoDrawingWarnings(const test::ProgramResult &result)
{
    EXPECT_FALSE(result.err.contains(QStringLiteral("QPainter"))) << result.err.left(2000).toStdString();
    EXPECT_FALSE(result.err.contains(QStringLiteral("QImage"))) << result.err.left(2000).toStdString();
}

using ReportBounds = test::SessionFileTest;

} // namespace

TEST_F(ReportBounds, APageOfAThousandDrivesHasEveryDriveInItsTableAndStaysUnderTwentyMegabytes)
{
    const QString session = saved(test::sampleSessionOfDrives(1000), QStringLiteral("many.cmsession.json"));
    const QString page = folder.filePath(QStringLiteral("page.html"));
    const test::ProgramResult result = runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), page});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    expectNoDrawingWarnings(result);
    EXPECT_LT(QFileInfo(page).size(), 20'000'000);
    const QString html = fileText(page);
    // No chart of a thousand rows, bars or legend entries: the table stands for them, and the page says so.
    EXPECT_FALSE(html.contains(QStringLiteral("<figure")));
    EXPECT_TRUE(html.contains(QStringLiteral("id=\"charts-left-out\"")));
    const QString table
        = html.section(QStringLiteral("id=\"results-table\""), 1).section(QStringLiteral("</table>"), 0, 0);
    EXPECT_EQ(table.count(QStringLiteral("<tr>")), 1 + 1000 * 4);
    EXPECT_TRUE(html.contains(QStringLiteral("Drive 1000")));
}

TEST_F(ReportBounds, APageChartsEachDriveOnlyUpToItsBoundsAndSaysWhatItLeftOut)
{
    const QString session
        = saved(test::sampleSessionOfDrives(MostDrivesChartedEach + 1), QStringLiteral("some.cmsession.json"));
    const QString page = folder.filePath(QStringLiteral("page.html"));
    const test::ProgramResult result = runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), page});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString html = fileText(page);
    // The drives chart of each data set stands for the per-drive charts.
    EXPECT_EQ(html.count(QStringLiteral("<figure data-chart=\"drives\"")), 2);
    EXPECT_EQ(html.count(QStringLiteral("<figure")), 2);
    EXPECT_TRUE(html.contains(QStringLiteral("Left out: per-drive, compare, percent, device.")));
}

TEST_F(ReportBounds, TheDrivesChartOfMoreDrivesThanAnImageHoldsIsWrittenInPartsEachWithinTheBounds)
{
    const int drives = 300;
    const QString session = saved(test::sampleSessionOfDrives(drives), QStringLiteral("many.cmsession.json"));
    const QString svg = folder.filePath(QStringLiteral("drives.svg"));
    const test::ProgramResult result = runProgram({QStringLiteral("report"), session, QStringLiteral("--svg"), svg,
                                                   QStringLiteral("--chart"), QStringLiteral("drives")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    expectNoDrawingWarnings(result);
    EXPECT_FALSE(QFile::exists(svg));
    static const QRegularExpression size(QStringLiteral(R"re(viewBox="0 0 ([0-9.]+) ([0-9.]+)")re"));
    int rows = 0;
    for (const QString &name : {QStringLiteral("drives-part-1.svg"), QStringLiteral("drives-part-2.svg")}) {
        const QString text = fileText(folder.filePath(name));
        ASSERT_FALSE(text.isEmpty()) << name.toStdString();
        const QRegularExpressionMatch match = size.match(text);
        ASSERT_TRUE(match.hasMatch()) << text.left(400).toStdString();
        EXPECT_LE(match.captured(2).toDouble(), LargestImageSide);
        rows += int(text.count(QRegularExpression(QStringLiteral(">Drive \\d+<"))));
        EXPECT_TRUE(result.out.contains(folder.filePath(name))) << result.out.toStdString();
    }
    EXPECT_EQ(rows, drives);
    EXPECT_FALSE(QFile::exists(folder.filePath(QStringLiteral("drives-part-3.svg"))));
}

TEST_F(ReportBounds, AChartNoImageCanHoldIsRefusedInOneLineBeforeAnyFileIsWritten)
{
    // A legend of 1,000 drives needs more than 20,000 pixels at any width.
    const QString session = saved(test::sampleSessionOfDrives(1000), QStringLiteral("many.cmsession.json"));
    const QString png = folder.filePath(QStringLiteral("compare.png"));
    const QString csv = folder.filePath(QStringLiteral("table.csv"));
    const test::ProgramResult result
        = runProgram({QStringLiteral("report"), session, QStringLiteral("--csv"), csv, QStringLiteral("--png"), png,
                      QStringLiteral("--chart"), QStringLiteral("compare")});
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("at most 20000 on a side"))) << result.err.toStdString();
    expectNoDrawingWarnings(result);
    EXPECT_FALSE(QFile::exists(png));
    EXPECT_FALSE(QFile::exists(csv));
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files).size(), 1); // the session alone
}

TEST_F(ReportBounds, SizesAndScalesThatCannotMakeAnImageAreBadUsageInOneLine)
{
    const QString session = saved(test::sampleSessionOfDrives(2), QStringLiteral("two.cmsession.json"));
    const QString png = folder.filePath(QStringLiteral("chart.png"));
    for (const QStringList &options : {QStringList{QStringLiteral("--scale"), QStringLiteral("nan")},
                                       QStringList{QStringLiteral("--scale"), QStringLiteral("inf")},
                                       QStringList{QStringLiteral("--scale"), QStringLiteral("-nan")},
                                       QStringList{QStringLiteral("--scale"), QStringLiteral("0.25"),
                                                   QStringLiteral("--size"), QStringLiteral("1x1")},
                                       QStringList{QStringLiteral("--scale"), QStringLiteral("0.25"),
                                                   QStringLiteral("--size"), QStringLiteral("200x200")},
                                       QStringList{QStringLiteral("--scale"), QStringLiteral("8"),
                                                   QStringLiteral("--size"), QStringLiteral("2500x900")},
                                       QStringList{QStringLiteral("--size"), QStringLiteral("20000x20000")},
                                       QStringList{QStringLiteral("--size"), QStringLiteral("99x900")}}) {
        const test::ProgramResult result
            = runProgram(QStringList{QStringLiteral("report"), session, QStringLiteral("--png"), png} + options);
        EXPECT_EQ(result.exitCode, 2) << options.join(QLatin1Char(' ')).toStdString();
        test::expectOneErrorLine(result);
        expectNoDrawingWarnings(result);
        EXPECT_FALSE(QFile::exists(png));
    }
}
