#pragma once

// Runs the real compressmark binary for the end-to-end tests, without a
// display, and checks the one-line error contract.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
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

inline ProgramResult runProgram(const QStringList &arguments, const QString &workingFolder = QString())
{
    QProcess process;
    process.setProgram(QStringLiteral(COMPRESSMARK_BINARY));
    process.setArguments(arguments);
    if (!workingFolder.isEmpty())
        process.setWorkingDirectory(workingFolder);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(environment);
    process.start();
    EXPECT_TRUE(process.waitForFinished(300000));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardOutput()), QString::fromLocal8Bit(process.readAllStandardError())};
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
