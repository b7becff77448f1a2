// SPDX-License-Identifier: GPL-3.0-or-later
// The program's --help: the commands it lists are the ones it runs.
#include "programrun.h"
#include "tempfolders.h"

#include <QDir>

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// The names the help lists under its headings, in order: the lines above
// the options that start with a name.
QStringList listedCommands(const QString &help)
{
    QStringList names;
    static const QRegularExpression line(QStringLiteral("^  ([a-z]+) +\\S"), QRegularExpression::MultilineOption);
    const qsizetype options = help.indexOf(QStringLiteral("  -h, --help"));
    for (const QRegularExpressionMatch &match : line.globalMatch(help.left(options)))
        names << match.captured(1);
    return names;
}

// C locale and the given LANGUAGE, so that the help's language is known.
test::ProgramStart inLanguage(const QString &language)
{
    return test::ProgramStart{QString(),
                              {},
                              {{QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
                               {QStringLiteral("LC_ALL"), QString()},
                               {QStringLiteral("LANGUAGE"), language}}};
}

} // namespace

TEST(ProgramHelp, EveryCommandListedRunsAndShowsItsOwnHelp)
{
    const test::ProgramResult help = test::runProgram({QStringLiteral("--help")}, inLanguage(QString()));
    ASSERT_EQ(help.exitCode, 0) << help.err.toStdString();
    const QStringList listed = listedCommands(help.out);
    EXPECT_EQ(listed,
              (QStringList{QStringLiteral("run"), QStringLiteral("report"), QStringLiteral("probe"),
                           QStringLiteral("generate"), QStringLiteral("advise"), QStringLiteral("library"),
                           QStringLiteral("gui"), QStringLiteral("clean")}))
        << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("\nAfter a killed run:\n  clean "))) << help.out.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("run, report, probe, generate, advise, library, clean or gui")));
    // Usage lines as the user types them, not the program's full path.
    EXPECT_TRUE(help.out.startsWith(QStringLiteral("Usage: compressmark [options]"))) << help.out.toStdString();
    for (const QString &name : listed) {
        const test::ProgramResult own = test::runProgram({name, QStringLiteral("--help")}, inLanguage(QString()));
        EXPECT_EQ(own.exitCode, 0) << name.toStdString() << ": " << own.err.toStdString();
        // gui's options are the program's own.
        const QString usage = name == QLatin1String("gui")
            ? QStringLiteral("Usage: compressmark [options]")
            : QStringLiteral("Usage: compressmark %1 [options]").arg(name);
        EXPECT_TRUE(own.out.startsWith(usage)) << name.toStdString() << ": " << own.out.left(80).toStdString();
    }
}

// The translations are built into the program (translations/CMakeLists.txt
// embeds them as :/i18n/compressmark_LANGUAGE.qm); where a Qt version
// embedded them elsewhere, the help stays in English.
TEST(ProgramHelp, IsInTheLanguageOfTheLocale)
{
    const test::ProgramResult russian = test::runProgram({QStringLiteral("--help")}, inLanguage(QStringLiteral("ru")));
    ASSERT_EQ(russian.exitCode, 0) << russian.err.toStdString();
    EXPECT_TRUE(russian.out.contains(QStringLiteral("Измеряет")))
        << "no Russian: the program found no translation under :/i18n\n"
        << russian.out.toStdString();
    EXPECT_TRUE(russian.out.contains(QStringLiteral("После прерванного запуска:"))) << russian.out.toStdString();
    EXPECT_EQ(listedCommands(russian.out).size(), 8) << russian.out.toStdString();

    const test::ProgramResult chinese
        = test::runProgram({QStringLiteral("--help")}, inLanguage(QStringLiteral("zh_CN")));
    ASSERT_EQ(chinese.exitCode, 0) << chinese.err.toStdString();
    EXPECT_TRUE(chinese.out.contains(QStringLiteral("运行被强制终止后：")))
        << "no Chinese: the program found no translation under :/i18n\n"
        << chinese.out.toStdString();
}

// --help-all, which Qt's help option brings, asks for the help too: never
// for the work, not even a run on the current folder.
TEST(ProgramHelp, HelpAllPrintsTheHelpAndDoesNothingElse)
{
    test::TempFolder folder;
    test::ProgramStart start = inLanguage(QString());
    start.workingFolder = folder.path();
    start.timeoutMs = 60000;
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("--help-all")}, QStringList{QStringLiteral("run"), QStringLiteral("--help-all")},
          QStringList{QStringLiteral("report"), QStringLiteral("--help-all")}}) {
        const test::ProgramResult result = test::runProgram(arguments, start);
        EXPECT_EQ(result.exitCode, 0) << arguments.join(QLatin1Char(' ')).toStdString() << ": "
                                      << result.err.toStdString();
        EXPECT_TRUE(result.out.startsWith(QStringLiteral("Usage: compressmark"))) << result.out.left(200).toStdString();
        EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();
    }
    EXPECT_TRUE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty())
        << "something was written: "
        << QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(QLatin1Char(' ')).toStdString();
}
