// SPDX-License-Identifier: GPL-3.0-or-later
#include "programrun.h"
#include "settings/appsettings.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

// A configuration folder (XDG_CONFIG_HOME) of the test's own whose
// settings ask for `language`.
QString configWithLanguage(const test::TempFolder &folder, AppLanguage language)
{
    AppSettings settings(folder.filePath(QStringLiteral("CompressMark/CompressMark.conf")));
    settings.setLanguage(language);
    EXPECT_TRUE(settings.sync());
    return folder.path();
}

// The configuration folder and a C locale, with LANGUAGE as given.
QList<QPair<QString, QString>> localeEnvironment(const QString &configFolder, const QString &language)
{
    return {{QStringLiteral("XDG_CONFIG_HOME"), configFolder},
            {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
            {QStringLiteral("LC_ALL"), QString()},
            {QStringLiteral("LANGUAGE"), language}};
}

const QString RussianUsage = QStringLiteral("Использование");

} // namespace

TEST(LanguageSetting, CommandsFollowTheLocaleNotTheWindowsLanguage)
{
    test::TempFolder config;
    const QString home = configWithLanguage(config, AppLanguage::Russian);

    const test::ProgramResult english
        = test::runProgram({QStringLiteral("report"), QStringLiteral("--help")},
                           test::ProgramStart{QString(), {}, localeEnvironment(home, QStringLiteral(""))});
    EXPECT_EQ(english.exitCode, 0) << english.err.toStdString();
    EXPECT_TRUE(english.out.startsWith(QStringLiteral("Usage:"))) << english.out.left(200).toStdString();

    const test::ProgramResult russian
        = test::runProgram({QStringLiteral("report"), QStringLiteral("--help")},
                           test::ProgramStart{QString(), {}, localeEnvironment(home, QStringLiteral("ru"))});
    EXPECT_EQ(russian.exitCode, 0) << russian.err.toStdString();
    EXPECT_TRUE(russian.out.startsWith(RussianUsage)) << russian.out.left(200).toStdString();
}
