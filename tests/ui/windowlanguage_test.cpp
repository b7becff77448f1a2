// SPDX-License-Identifier: GPL-3.0-or-later
// The window's language chosen in Settings decides how its numbers are
// written too, not the system's locale alone.
#include "results/resultstablemodel.h"
#include "samplesession.h"
#include "translations.h"

#include <QCoreApplication>
#include <QLocale>

#include <gtest/gtest.h>

using namespace cm;

TEST(WindowLanguage, NumbersAreWrittenAsTheChosenLanguageWritesThem)
{
    const QLocale before;
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian, QLocale::Russia));
    ResultsTableModel model;
    model.setSession(test::sampleSession(1));
    const QString cpu = model.index(0, ResultsTableModel::CpuColumn).data().toString();
    installTranslations(*QCoreApplication::instance(), before);
    EXPECT_EQ(cpu, QStringLiteral("7,50")) << "a decimal comma";
    EXPECT_EQ(QLocale().language(), before.language()) << "the language before is back";
}
