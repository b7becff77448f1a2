#include "programrun.h"
#include "settings/appsettings.h"
#include "tempfolders.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

// XDG_CONFIG_HOME for a configuration folder of the test's own whose
// settings ask for `language`.
QString configWithLanguage(const test::TempFolder &folder, AppLanguage language)
{
    AppSettings settings(folder.filePath(QStringLiteral("CompressMark/CompressMark.conf")));
    settings.setLanguage(language);
    EXPECT_TRUE(settings.sync());
    return QStringLiteral("XDG_CONFIG_HOME=") + folder.path();
}

const QString RussianUsage = QStringLiteral("Использование");

} // namespace

TEST(LanguageSetting, CommandsFollowTheLocaleNotTheWindowsLanguage)
{
    test::TempFolder config;
    const QString home = configWithLanguage(config, AppLanguage::Russian);

    const test::ProgramResult english = test::runProgram(
        {QStringLiteral("report"), QStringLiteral("--help")}, QString(),
        {home, QStringLiteral("LANG=C.UTF-8"), QStringLiteral("LC_ALL="), QStringLiteral("LANGUAGE=")});
    EXPECT_EQ(english.exitCode, 0) << english.err.toStdString();
    EXPECT_TRUE(english.out.startsWith(QStringLiteral("Usage:"))) << english.out.left(200).toStdString();

    const test::ProgramResult russian = test::runProgram(
        {QStringLiteral("report"), QStringLiteral("--help")}, QString(),
        {home, QStringLiteral("LANG=C.UTF-8"), QStringLiteral("LC_ALL="), QStringLiteral("LANGUAGE=ru")});
    EXPECT_EQ(russian.exitCode, 0) << russian.err.toStdString();
    EXPECT_TRUE(russian.out.startsWith(RussianUsage)) << russian.out.left(200).toStdString();
}
