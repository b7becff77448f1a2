// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/tableexport.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// Compares with tests/data/<name>; COMPRESSMARK_UPDATE_GOLDEN=1 rewrites the
// file instead, for a change that is meant.
void expectGolden(const QString &text, const QString &name)
{
    QFile file(QStringLiteral(COMPRESSMARK_TEST_DATA "/") + name);
    if (qEnvironmentVariableIsSet("COMPRESSMARK_UPDATE_GOLDEN")) {
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
        return;
    }
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    EXPECT_EQ(text.toStdString(), QString::fromUtf8(file.readAll()).toStdString()) << name.toStdString();
}

} // namespace

TEST(TableExport, CsvHasARowPerRunAndPerSummary)
{
    const QString csv = formatTable(test::sampleSession(2), TableFormat::Csv);
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    // A header, 2 drives x 4 results x 3 runs, 2 x 4 summaries.
    ASSERT_EQ(lines.size(), 1 + 24 + 8);
    EXPECT_EQ(lines.filter(QRegularExpression(QStringLiteral("^run,"))).size(), 24);
    EXPECT_EQ(lines.filter(QRegularExpression(QStringLiteral("^summary,"))).size(), 8);
    expectGolden(csv, QStringLiteral("sample.csv"));
}

TEST(TableExport, MarkdownMatchesTheGoldenFile)
{
    expectGolden(formatTable(test::sampleSession(2), TableFormat::Markdown), QStringLiteral("sample.md"));
}

TEST(TableExport, HtmlMatchesTheGoldenFile)
{
    expectGolden(formatTable(test::sampleSession(2), TableFormat::Html), QStringLiteral("sample.html"));
}

TEST(TableExport, BBCodeMatchesTheGoldenFile)
{
    expectGolden(formatTable(test::sampleSession(2), TableFormat::BBCode), QStringLiteral("sample.bbcode"));
}

TEST(TableExport, EscapesWhatEachFormatReads)
{
    Session session = test::sampleSession(1);
    session.drives[0].label = QStringLiteral("A|B, \"C\" <b>[x]</b>");
    const QString csv = formatTable(session, TableFormat::Csv);
    EXPECT_TRUE(csv.contains(QStringLiteral(",\"A|B, \"\"C\"\" <b>[x]</b>\","))) << csv.toStdString();
    EXPECT_TRUE(
        formatTable(session, TableFormat::Markdown).contains(QStringLiteral("| A\\|B, \"C\" \\<b\\>\\[x\\]\\</b\\> |")));
    EXPECT_TRUE(formatTable(session, TableFormat::Html)
                    .contains(QStringLiteral("<td>A|B, &quot;C&quot; &lt;b&gt;[x]&lt;/b&gt;</td>")));
    EXPECT_TRUE(formatTable(session, TableFormat::BBCode).contains(QStringLiteral("[td]A|B, \"C\" <b>［x］</b>[/td]")));
}

TEST(TableExport, SavesAtomicallyAndSaysWhereItCannot)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("t.md"));
    ASSERT_TRUE(saveTable(test::sampleSession(), TableFormat::Markdown, path));
    EXPECT_TRUE(QFile::exists(path));
    const QString bad = folder.filePath(QStringLiteral("missing/t.md"));
    const Status status = saveTable(test::sampleSession(), TableFormat::Markdown, bad);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(shownPath(bad))) << status.message().toStdString();
}

// A pasted table keeps what the chart and the summary say of a result: its
// flags in words, in every format, and CSV in a last column, the columns
// before it where scripts expect them.
TEST(TableExport, EveryFormatCarriesEachResultsWarningsInWords)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    for (RunRecord &run : drive.results[2].runs) // photos plain: runs of 0.016 s, one disturbed
        run.seconds = 0.016;
    drive.results[2].runs[0].seconds = 0.004;
    drive.results[2].runs[1].interference = {QStringLiteral("the drive read 412 MB beyond the run")};
    for (const TableFormat format : {TableFormat::Markdown, TableFormat::Html, TableFormat::BBCode}) {
        const QString table = formatTable(session, format);
        EXPECT_TRUE(table.contains(QStringLiteral("warnings"))) << tableFormatName(format).toStdString();
        EXPECT_TRUE(table.contains(QStringLiteral("large spread, disturbed, too short"))) << table.toStdString();
        // Each warning is explained under the table.
        EXPECT_TRUE(table.contains(QStringLiteral("too short: Runs lasted less"))) << table.toStdString();
    }
    const QStringList lines = formatTable(session, TableFormat::Csv).split(QStringLiteral("\r\n"));
    const QStringList header = lines.first().split(QLatin1Char(','));
    ASSERT_EQ(header.size(), 33); // the drive's limit after the flags, then the CPU seconds per GB
    EXPECT_EQ(header[0], QStringLiteral("row"));
    EXPECT_EQ(header[25], QStringLiteral("relativeToPlain"));
    EXPECT_EQ(header[27], QStringLiteral("origin"));
    EXPECT_EQ(header[28], QStringLiteral("flags"));
    const QStringList photosPlain = lines.filter(QStringLiteral("summary,d1,Disk A,photos,plain,read"));
    ASSERT_EQ(photosPlain.size(), 1);
    EXPECT_TRUE(photosPlain.first().endsWith(QStringLiteral(",large spread; disturbed; too short,,,,7.5000")))
        << photosPlain.first().toStdString();
}
