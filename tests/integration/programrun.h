#pragma once

// Runs the real compressmark binary for the end-to-end tests, without a
// display, and checks the one-line error contract.
#include <QFile>
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
};

inline ProgramResult runProgram(const QStringList &arguments, const ProgramStart &start)
{
    QProcess process;
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
    EXPECT_TRUE(process.waitForFinished(300000));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardOutput()), QString::fromLocal8Bit(process.readAllStandardError())};
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

} // namespace cm::test
