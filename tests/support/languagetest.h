// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

#include <gtest/gtest.h>

namespace cm::test {

// A test run in each language its parameter names ("en", "ru", "zh_CN"):
// that language's translations installed and its locale the default, for
// the test's length. COMPRESSMARK_TRANSLATIONS_DIR names where the .qm files are.
class LanguageTest : public ::testing::TestWithParam<const char *>
{
protected:
    void SetUp() override
    {
        const QString language = QString::fromLatin1(GetParam());
        QLocale::setDefault(QLocale(language));
        if (language != QLatin1String("en")) {
            ASSERT_TRUE(
                m_translator.load(QStringLiteral(COMPRESSMARK_TRANSLATIONS_DIR "/compressmark_%1.qm").arg(language)))
                << language.toStdString();
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    void TearDown() override
    {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(QLocale::c());
    }

private:
    QTranslator m_translator;
};

} // namespace cm::test
