// SPDX-License-Identifier: GPL-3.0-or-later
// Every text with a count reads as English does: "1 outlier", "2
// outliers", never "outlier(s)". The English translation holds the plural
// forms of each such text the sources have; one added without them fails.
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace {

struct CountedText
{
    QByteArray context;
    QByteArray source;
};

// The texts with a count (numerus="yes") in a translation file, as lupdate
// found them in the sources.
QList<CountedText> countedTexts(const QString &tsPath)
{
    QFile file(tsPath);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << tsPath.toStdString();
    QList<CountedText> texts;
    QXmlStreamReader xml(&file);
    QByteArray context;
    bool numerus = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText().toUtf8();
        else if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if (xml.name() == QLatin1String("source") && numerus)
            texts.append({context, xml.readElementText().toUtf8()});
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return texts;
}

} // namespace

TEST(EnglishPlurals, EveryCountedTextHasItsEnglishForms)
{
    QTranslator english;
    ASSERT_TRUE(english.load(QStringLiteral(COMPRESSMARK_TRANSLATIONS_DIR "/compressmark_en.qm")));
    // The Russian file lists every text of the sources, so a text whose
    // English forms are missing is still found.
    const QList<CountedText> texts
        = countedTexts(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../translations/compressmark_ru.ts"));
    ASSERT_GE(texts.size(), 10);
    const QRegularExpression guessedPlural(QStringLiteral("\\w\\(s\\)"));
    for (const CountedText &text : texts) {
        for (const int count : {1, 2, 13}) {
            const QString shown = english.translate(text.context.constData(), text.source.constData(), nullptr, count);
            EXPECT_FALSE(shown.isEmpty()) << text.source.toStdString() << ": no English forms";
            EXPECT_FALSE(guessedPlural.match(shown).hasMatch()) << shown.toStdString();
            EXPECT_TRUE(shown.contains(QStringLiteral("%n"))) << shown.toStdString();
        }
    }
    const char *outliers = "Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n outlier(s)); more "
                           "repetitions or a quieter machine help.";
    EXPECT_TRUE(english.translate("SummaryTable", outliers, nullptr, 1).contains(QStringLiteral("%n outlier)")));
    EXPECT_TRUE(english.translate("SummaryTable", outliers, nullptr, 2).contains(QStringLiteral("%n outliers)")));
}
