// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a session file written into the terminal and every table format:
// each control character shown, never obeyed, and no text taken for markup.
#include "hostilesession.h"
#include "markdowncheck.h"
#include "report/textescape.h"
#include "util/visibletext.h"

#include <QStringList>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// XML 1.0's Char production.
bool isXmlCharacter(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
        || (c >= 0x10000 && c <= 0x10FFFF);
}

// No control character, nothing XML refuses, every surrogate in a pair.
void expectOnlyText(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        EXPECT_FALSE(isControlCharacter(c)) << codePointName(c).toStdString() << " in " << text.toStdString();
        EXPECT_TRUE(isXmlCharacter(c)) << codePointName(c).toStdString() << " in " << text.toStdString();
    }
}

} // namespace

TEST(VisibleText, EscapesEveryControlCharacterAndLoneSurrogateAndNothingElse)
{
    for (char32_t c = 0; c < 0x10000; ++c) {
        const QString one{QChar(char16_t(c))};
        const bool escaped = isControlCharacter(c) || QChar::isSurrogate(c) || c == 0xFFFE || c == 0xFFFF;
        EXPECT_EQ(visibleText(one), escaped ? QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0')) : one)
            << codePointName(c).toStdString();
    }
    const QString emoji = QStringLiteral("😀 диск 磁盘 ☃");
    EXPECT_EQ(visibleText(emoji), emoji);
}

TEST(VisibleText, TheControlCharactersAreC0DelC1TheSeparatorsAndTheBidiOverrides)
{
    QList<char32_t> controls;
    for (char32_t c = 0; c < 0x110000; ++c) {
        if (isControlCharacter(c))
            controls.append(c);
    }
    QList<char32_t> expected;
    for (char32_t c = 0; c < 0x20; ++c)
        expected.append(c);
    for (char32_t c = 0x7F; c <= 0x9F; ++c)
        expected.append(c);
    expected << 0x2028 << 0x2029 << 0x202A << 0x202B << 0x202C << 0x202D << 0x202E << 0x2066 << 0x2067 << 0x2068
             << 0x2069;
    EXPECT_EQ(controls, expected);
    EXPECT_EQ(firstControlCharacter(QStringLiteral("ok \u202e then \x1b")), char32_t(0x202E));
    EXPECT_FALSE(firstControlCharacter(QStringLiteral("Samsung 980 PRO «NVMe» 😀")).has_value());
    EXPECT_EQ(codePointName(0x1B), QStringLiteral("U+001B"));
}

TEST(VisibleText, ShowsHostileTextAsOneLineOfTextAndIsItsOwnResult)
{
    for (const QString &text : test::hostileTexts()) {
        const QString shown = visibleText(text);
        expectOnlyText(shown);
        EXPECT_FALSE(shown.contains(QLatin1Char('\n')));
        EXPECT_EQ(visibleText(shown), shown);
    }
    EXPECT_EQ(visibleText(QStringLiteral("a\x1b[2Jb")), QStringLiteral("a\\u001b[2Jb"));
}

TEST(VisibleText, LinesKeepTheirBreaksAndTabsOnly)
{
    EXPECT_EQ(visibleLines(QStringLiteral("one\ttwo\nthree\r\x1b")), QStringLiteral("one\ttwo\nthree\\u000d\\u001b"));
}

TEST(CsvField, NoFieldStartsAFormulaOrHoldsAControlCharacter)
{
    for (const QString &text : test::hostileTexts()) {
        const QString field = csvField(text);
        expectOnlyText(field);
        const QString content = field.startsWith(QLatin1Char('"')) ? field.mid(1, field.size() - 2) : field;
        ASSERT_FALSE(content.isEmpty());
        EXPECT_FALSE(QStringLiteral("=+-@\t\r").contains(content.front())) << field.toStdString();
    }
    EXPECT_EQ(csvField(QStringLiteral("=1+2")), QStringLiteral("\"'=1+2\""));
    EXPECT_EQ(csvField(QStringLiteral("\t=1")), QStringLiteral("\\u0009=1")); // shown, so no tab starts it
    EXPECT_EQ(csvField(QStringLiteral("say \"hi\", then")), QStringLiteral("\"say \"\"hi\"\", then\""));
    EXPECT_EQ(csvField(QStringLiteral("12.500")), QStringLiteral("12.500"));
    EXPECT_EQ(csvField(QString()), QString());
}

TEST(MarkdownText, NothingIsMarkupOrBreaksTheCell)
{
    for (const QString &text : test::hostileTexts()) {
        const QString markdown = markdownText(text);
        expectOnlyText(markdown);
        const QString bare = test::unescapedMarkdown(markdown);
        for (const QChar c : QStringLiteral("|<>[]`*_#~&!$@\\"))
            EXPECT_FALSE(bare.contains(c)) << QString(c).toStdString() << " in " << markdown.toStdString();
    }
    EXPECT_EQ(markdownText(QStringLiteral("84 % (80–88 %) 12.5")), QStringLiteral("84 % (80–88 %) 12.5"));
}

TEST(HtmlText, IsWellFormedAndReadsAsTheVisibleText)
{
    for (const QString &text : test::hostileTexts()) {
        QXmlStreamReader xml(QStringLiteral("<td title=\"%1\">%1</td>").arg(htmlText(text)));
        ASSERT_TRUE(xml.readNextStartElement()) << xml.errorString().toStdString();
        EXPECT_EQ(xml.attributes().value(QStringLiteral("title")).toString(), visibleText(text));
        EXPECT_EQ(xml.readElementText(), visibleText(text));
        EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    }
}

TEST(BBCodeText, NoTextOpensOrClosesATag)
{
    for (const QString &text : test::hostileTexts()) {
        const QString bbcode = bbcodeText(text);
        expectOnlyText(bbcode);
        EXPECT_FALSE(bbcode.contains(QLatin1Char('['))) << bbcode.toStdString();
        EXPECT_FALSE(bbcode.contains(QLatin1Char(']'))) << bbcode.toStdString();
    }
    EXPECT_EQ(bbcodeText(QStringLiteral("[b]x[/b]")), QStringLiteral("［b］x［/b］"));
}
