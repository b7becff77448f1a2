// SPDX-License-Identifier: GPL-3.0-or-later
// Labels, models, notes and data-set folders that a hand-edited session file
// fills with terminal sequences, NUL, line breaks, formulas and markup,
// reported by the real program in every format: each output is whole, shows
// the text and obeys none of it. A label given on the command line refuses
// control characters.
#include "hostilesession.h"
#include "markdowncheck.h"
#include "programrun.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"
#include "util/visibletext.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

using namespace cm;
using test::runProgram;
using Result = test::ProgramResult;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// How a line ends in what the program writes on stdout and stderr: a
// Windows stream in text mode writes a carriage return before the line feed.
#ifdef Q_OS_WIN
const QString TerminalBreaks = QStringLiteral("\r\n");
#else
const QString TerminalBreaks = QStringLiteral("\n");
#endif

// Nothing but text: line feeds (and, where `breaks` say, carriage returns
// before them) and no other control character.
void expectNoControlCharacter(const QString &text, const QString &breaks = QStringLiteral("\n"))
{
    for (const QChar c : text) {
        if (!breaks.contains(c)) {
            ASSERT_FALSE(isControlCharacter(c.unicode())) << codePointName(c.unicode()).toStdString();
        }
    }
}

// RFC 4180 records, each a list of fields as a spreadsheet reads them.
QList<QStringList> csvRecords(const QString &csv)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QChar c = csv.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && csv.mid(i + 1, 1) == QLatin1String("\""))
                field += csv.at(++i);
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record.append(std::exchange(field, QString()));
        } else if (c == QLatin1Char('\r') && csv.mid(i + 1, 1) == QLatin1String("\n")) {
            record.append(std::exchange(field, QString()));
            records.append(std::exchange(record, QStringList()));
            ++i;
        } else {
            field += c;
        }
    }
    EXPECT_FALSE(quoted);
    EXPECT_TRUE(field.isEmpty() && record.isEmpty()) << "the last record has no line end";
    return records;
}

// The text between an XML document's tags, a piece per run of text, in
// order; fails the test when the document is not well-formed.
QStringList xmlTexts(const QByteArray &xml, QSet<QString> *elements = nullptr)
{
    QStringList texts;
    QString text;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isCharacters()) {
            text += reader.text();
            continue;
        }
        if (!text.trimmed().isEmpty())
            texts.append(text);
        text.clear();
        if (reader.isStartElement() && elements)
            elements->insert(reader.name().toString());
    }
    EXPECT_FALSE(reader.hasError()) << reader.errorString().toStdString() << " at line " << reader.lineNumber();
    return texts;
}

class HostileText : public ::testing::Test
{
protected:
    void SetUp() override
    {
        session = test::hostileSession();
        sessionPath = folder.filePath(QStringLiteral("hostile.cmsession.json"));
        ASSERT_TRUE(saveSession(session, sessionPath));
        // The file keeps every character: a NUL, an escape, a line break.
        Session loaded;
        ASSERT_TRUE(loadSession(sessionPath, &loaded));
        ASSERT_EQ(loaded.drives.size(), session.drives.size());
        for (qsizetype d = 0; d < 5; ++d)
            ASSERT_EQ(loaded.drives[d].label, session.drives[d].label) << d;
    }

    QString file(const QString &name) const { return folder.filePath(name); }

    // report SESSION ARGUMENTS, which must succeed.
    Result report(const QStringList &arguments) const
    {
        const Result result = runProgram(QStringList{QStringLiteral("report"), sessionPath} + arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();
        return result;
    }

    qsizetype resultCount() const
    {
        qsizetype results = 0;
        for (const DriveRecord &drive : session.drives)
            results += drive.results.size();
        return results;
    }

    test::TempFolder folder;
    Session session;
    QString sessionPath;
};

} // namespace

TEST_F(HostileText, TheSummaryOnTheTerminalHasEveryDriveAndNoControlCharacter)
{
    const Result result = report({});
    expectNoControlCharacter(result.out, TerminalBreaks);
    EXPECT_FALSE(result.out.contains(QChar(0)));
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The header, a row per result, then the warnings: a NUL or a line break ends nothing early.
    ASSERT_GT(lines.size(), resultCount()) << result.out.toStdString();
    for (const DriveRecord &drive : session.drives) {
        const QString name = visibleText(drive.label.isEmpty() ? drive.id : drive.label);
        EXPECT_GE(lines.filter(name).size(), drive.results.size()) << name.toStdString(); // shown: no control character
    }
    EXPECT_TRUE(result.out.contains(QStringLiteral("\\u001b]0;owned\\u0007\\u001b[2J"))) << result.out.toStdString();
}

TEST_F(HostileText, ARefusedFileIsNamedOnOneLineWithoutItsControlCharacters)
{
    QByteArray json = readAll(sessionPath);
    ASSERT_TRUE(json.contains("\"variant\": \"plain\""));
    json.replace("\"variant\": \"plain\"", "\"variant\": \"\\u001b[2J\\u001b]0;owned\\u0007\\nplain\"");
    const QString damaged = file(QStringLiteral("damaged.cmsession.json"));
    QFile out(damaged);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    const Result result = runProgram({QStringLiteral("report"), damaged});
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    expectNoControlCharacter(result.err, TerminalBreaks);
    EXPECT_TRUE(result.err.contains(QStringLiteral("\\u001b[2J"))) << result.err.toStdString();
}

TEST_F(HostileText, CsvCellsAreTextNeverFormulasAndEveryRowIsThere)
{
    report({QStringLiteral("--csv"), file(QStringLiteral("t.csv"))});
    const QString csv = QString::fromUtf8(readAll(file(QStringLiteral("t.csv"))));
    expectNoControlCharacter(csv, QStringLiteral("\r\n"));
    const QList<QStringList> records = csvRecords(csv);
    ASSERT_FALSE(records.isEmpty());
    qsizetype runs = 0;
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results)
            runs += result.runs.size();
    }
    // The header, a row per run and a row per result.
    EXPECT_EQ(records.size(), 1 + runs + resultCount());
    for (const QStringList &record : records) {
        EXPECT_EQ(record.size(), records.first().size()) << record.join(QLatin1Char('|')).toStdString();
        for (const QString &cell : record) {
            EXPECT_FALSE(!cell.isEmpty() && QStringLiteral("=+-@\t\r").contains(cell.front())) << cell.toStdString();
        }
    }
    EXPECT_TRUE(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\""))) << csv.toStdString();
}

TEST_F(HostileText, MarkdownKeepsItsTableOfARowPerResultWithNothingLive)
{
    report({QStringLiteral("--markdown"), file(QStringLiteral("t.md"))});
    const QString markdown = QString::fromUtf8(readAll(file(QStringLiteral("t.md"))));
    expectNoControlCharacter(markdown);
    QStringList table;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('|')))
            table.append(line);
        else
            EXPECT_TRUE(line.isEmpty() || !test::unescapedMarkdown(line).contains(QLatin1Char('|')))
                << line.toStdString();
    }
    // The header, its rule and a row per result, each of 16 cells.
    ASSERT_EQ(table.size(), 2 + resultCount()) << markdown.toStdString();
    for (const QString &line : table) {
        const QString bare = test::unescapedMarkdown(line);
        EXPECT_EQ(bare.count(QLatin1Char('|')), 17) << line.toStdString();
        for (const QChar c : QStringLiteral("<>[]`*_#~&!$@"))
            EXPECT_FALSE(bare.contains(c)) << line.toStdString();
    }
}

TEST_F(HostileText, HtmlIsWellFormedWithEveryNameAsText)
{
    report({QStringLiteral("--html"), file(QStringLiteral("t.html"))});
    const QByteArray html = readAll(file(QStringLiteral("t.html")));
    expectNoControlCharacter(QString::fromUtf8(html));
    QSet<QString> elements;
    const QStringList texts = xmlTexts("<body>" + html + "</body>", &elements);
    EXPECT_EQ(elements,
              (QSet<QString>{QStringLiteral("body"), QStringLiteral("table"), QStringLiteral("thead"),
                             QStringLiteral("tbody"), QStringLiteral("tr"), QStringLiteral("th"), QStringLiteral("td"),
                             QStringLiteral("p")}));
    // A drive's name, perhaps with what tells it apart from another of the same name.
    for (const QString &name : test::hostileTexts() + QStringList{test::markupName()}) {
        EXPECT_TRUE(std::any_of(texts.cbegin(), texts.cend(), [&](const QString &text) {
            return text.startsWith(visibleText(name));
        })) << visibleText(name).toStdString();
    }
}

TEST_F(HostileText, BBCodeHasNoTagButItsOwn)
{
    report({QStringLiteral("--bbcode"), file(QStringLiteral("t.bbcode"))});
    const QString bbcode = QString::fromUtf8(readAll(file(QStringLiteral("t.bbcode"))));
    expectNoControlCharacter(bbcode);
    const QSet<QString> own{QStringLiteral("table"), QStringLiteral("tr"), QStringLiteral("th"), QStringLiteral("td"),
                            QStringLiteral("right")};
    QHash<QString, int> open;
    const QRegularExpression tag(QStringLiteral("\\[(/?)([^\\]=\\s]*)[^\\]]*\\]"));
    for (auto match = tag.globalMatch(bbcode); match.hasNext();) {
        const QRegularExpressionMatch found = match.next();
        EXPECT_TRUE(own.contains(found.captured(2))) << found.captured(0).toStdString();
        open[found.captured(2)] += found.captured(1).isEmpty() ? 1 : -1;
    }
    for (auto it = open.cbegin(); it != open.cend(); ++it)
        EXPECT_EQ(it.value(), 0) << it.key().toStdString();
    EXPECT_EQ(bbcode.count(QStringLiteral("[tr]")), 1 + resultCount());
}

TEST_F(HostileText, EveryChartIsWellFormedSvgThatShowsTheNamesAsTyped)
{
    for (const QString &kind : {QStringLiteral("compare"), QStringLiteral("percent"), QStringLiteral("device"),
                                QStringLiteral("drives"), QStringLiteral("per-drive")}) {
        const QString svg = file(kind + QStringLiteral(".svg"));
        report({QStringLiteral("--chart"), kind, QStringLiteral("--svg"), svg, QStringLiteral("--png"),
                file(kind + QStringLiteral(".png"))});
        QStringList files = QDir(folder.path()).entryList({kind + QStringLiteral("*.svg")}, QDir::Files);
        ASSERT_FALSE(files.isEmpty()) << kind.toStdString();
        QString drawn;
        for (const QString &name : files) {
            const QByteArray xml = readAll(folder.filePath(name));
            expectNoControlCharacter(QString::fromUtf8(xml));
            drawn += xmlTexts(xml).join(QLatin1Char('\n'));
        }
        expectNoControlCharacter(drawn);
        if (kind == QLatin1String("compare") || kind == QLatin1String("drives")) {
            // Rich text would have drawn it as an italic x and an ampersand.
            EXPECT_TRUE(drawn.contains(test::markupName())) << kind.toStdString() << ": " << drawn.toStdString();
        }
    }
}

TEST(LabelOption, AControlCharacterInTheLabelIsRefusedWithExitCode2AndNothingWritten)
{
    // The target is no RAM disk: a label let through is refused a moment
    // later for that instead, naming --target, and nothing runs.
    test::TempFolder folder;
    for (const QString &label : {QStringLiteral("a\x1b[2Jb"), QStringLiteral("two\nlines"), QStringLiteral("tab\there"),
                                 QStringLiteral("cr\rhere"), QStringLiteral("del\x7f"), QStringLiteral("c1\u009b31m"),
                                 QStringLiteral("\u202eevil"), QStringLiteral("line\u2028separator")}) {
        const QString out = folder.filePath(QStringLiteral("s.cmsession.json"));
        const Result result
            = runProgram({QStringLiteral("run"), QStringLiteral("--source"), folder.path(), QStringLiteral("--target"),
                          folder.path(), QStringLiteral("--label"), label, QStringLiteral("--out"), out},
                         folder.path());
        EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
        test::expectOneErrorLine(result);
        EXPECT_TRUE(result.err.contains(QStringLiteral("--label"))) << result.err.toStdString();
        expectNoControlCharacter(result.err, TerminalBreaks);
        EXPECT_TRUE(result.out.isEmpty());
        EXPECT_EQ(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }
}
