// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the real compressmark binary for the end-to-end tests, without a
// display, and checks the one-line error contract.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace cm::test {

struct ProgramResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// How the program is started, beyond its arguments.
struct ProgramStart
{
    QString workingFolder;
    QStringList runAs;                          // a command that runs it as another user, e.g. setpriv ...
    QList<QPair<QString, QString>> environment; // variables set on top of this process's
    int timeoutMs = 300000;                     // then it is taken as hung, killed and reported
};

// What the program writes into a pipe: the locale's encoding on Linux,
// UTF-8 on Windows (app/terminal_windows.cpp).
inline QString programText(const QByteArray &bytes)
{
#ifdef Q_OS_WIN
    return QString::fromUtf8(bytes);
#else
    return QString::fromLocal8Bit(bytes);
#endif
}

// Starts the program without waiting for it, so that a test can act while it runs.
inline void startProgram(QProcess &process, const QStringList &arguments, const ProgramStart &start)
{
    const QStringList command = start.runAs + QStringList{QStringLiteral(COMPRESSMARK_BINARY)} + arguments;
    process.setProgram(command.constFirst());
    process.setArguments(command.mid(1));
    if (!start.workingFolder.isEmpty())
        process.setWorkingDirectory(start.workingFolder);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    for (const auto &[name, value] : start.environment)
        environment.insert(name, value);
    process.setProcessEnvironment(environment);
    process.start();
}

// Waits up to `timeoutMs` for a started program; a program still running
// then is killed and reported with exit code -1.
inline ProgramResult finishProgram(QProcess &process, int timeoutMs = 300000)
{
    const bool finished = process.waitForFinished(timeoutMs);
    EXPECT_TRUE(finished) << "the program did not end within " << timeoutMs / 1000 << " s";
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    return {finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            programText(process.readAllStandardOutput()), programText(process.readAllStandardError())};
}

inline ProgramResult runProgram(const QStringList &arguments, const ProgramStart &start)
{
    QProcess process;
    startProgram(process, arguments, start);
    return finishProgram(process, start.timeoutMs);
}

inline ProgramResult runProgram(const QStringList &arguments, const QString &workingFolder = QString())
{
    return runProgram(arguments, ProgramStart{workingFolder, {}, {}});
}

// One line on stderr, saying something.
inline void expectOneErrorLine(const ProgramResult &result)
{
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
    EXPECT_TRUE(result.err.startsWith(QStringLiteral("compressmark: "))) << result.err.toStdString();
}

// A JSON file's top object (a session, a manifest).
inline QJsonObject readJson(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Runs saved so far in the first result of the session file at `path`; 0
// while it is not written.
inline qsizetype runsSavedIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QJsonArray results
        = QJsonDocument::fromJson(file.readAll())[QStringLiteral("drives")][0][QStringLiteral("results")].toArray();
    return results.isEmpty() ? 0 : results[0][QStringLiteral("runs")].toArray().size();
}

// Starts `compressmark ARGUMENTS` and waits (up to a minute) until `runs`
// measurements are saved in `sessionPath`; false when the program ended or
// took too long. The caller kills it.
inline bool startAndWaitForSavedRuns(QProcess &process, const QStringList &arguments, const QString &sessionPath,
                                     qsizetype runs)
{
    process.setProgram(QStringLiteral(COMPRESSMARK_BINARY));
    process.setArguments(arguments);
    process.start();
    if (!process.waitForStarted())
        return false;
    for (int i = 0; i < 600 && process.state() == QProcess::Running; ++i) {
        if (runsSavedIn(sessionPath) >= runs)
            return true;
        process.waitForFinished(100);
    }
    return false;
}

} // namespace cm::test
