// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QTranslator>

#include <gtest/gtest.h>

namespace cm::test {

// What a window manager's frame and title bar take from the screen, about.
inline const QSize WindowFrame(16, 48);

// A fixture of tests run in each of the window's languages ("en", "ru",
// "zh_CN"), given by `language()`: the translation is installed for the
// test and removed after it; English is the source text.
template <typename Param>
class WindowLanguageTest : public ::testing::TestWithParam<Param>
{
protected:
    virtual QString language() const = 0;

    void SetUp() override
    {
        const QString name = language();
        if (name == QLatin1String("en"))
            return;
        ASSERT_TRUE(m_translator.load(QStringLiteral(COMPRESSMARK_TRANSLATIONS_DIR "/compressmark_%1.qm").arg(name)))
            << name.toStdString();
        QCoreApplication::installTranslator(&m_translator);
    }
    void TearDown() override { QCoreApplication::removeTranslator(&m_translator); }

private:
    QTranslator m_translator;
};

} // namespace cm::test
