// SPDX-License-Identifier: GPL-3.0-or-later
// What the program says of its own ways is true on the system it runs on:
// the help of every command names this system's ways, never the other's.
#include "programrun.h"

#include <QRegularExpression>
#include <QStringList>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// Words that are only true on the other system.
QStringList otherSystemsWords()
{
#ifdef Q_OS_WIN
    return {QStringLiteral("root"),     QStringLiteral("password"), QStringLiteral("pkexec"),
            QStringLiteral("polkit"),   QStringLiteral("tmpfs"),    QStringLiteral("/dev/shm"),
            QStringLiteral("/usr/"),    QStringLiteral("/proc/"),   QStringLiteral("loop image"),
            QStringLiteral("O_DIRECT"), QStringLiteral("sudo")};
#else
    return {QStringLiteral("administrator"), QStringLiteral("WinSxS"), QStringLiteral("ImDisk"),
            QStringLiteral("Windows asks"), QStringLiteral("FILE_FLAG_NO_BUFFERING")};
#endif
}

} // namespace

TEST(SystemWords, EveryCommandsHelpNamesOnlyThisSystemsWays)
{
    const QStringList commands{QString(),
                               QStringLiteral("run"),
                               QStringLiteral("report"),
                               QStringLiteral("probe"),
                               QStringLiteral("generate"),
                               QStringLiteral("advise"),
                               QStringLiteral("clean")};
    for (const QString &command : commands) {
        QStringList arguments{QStringLiteral("--help")};
        if (!command.isEmpty())
            arguments.prepend(command);
        const test::ProgramResult result = test::runProgram(arguments);
        ASSERT_EQ(result.exitCode, 0) << command.toStdString() << ": " << result.err.toStdString();
        ASSERT_FALSE(result.out.isEmpty()) << command.toStdString();
        for (const QString &word : otherSystemsWords()) {
            const QRegularExpression whole(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)));
            EXPECT_FALSE(result.out.contains(whole))
                << command.toStdString() << " --help says \"" << word.toStdString() << "\":\n"
                << result.out.toStdString();
        }
    }
}
