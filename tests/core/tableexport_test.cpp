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
