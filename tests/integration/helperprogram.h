// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the real compressmark-helper directly (the tests are root already,
// as pkexec would make it) and reads its one-line answer.
#include <QJsonDocument>
#include <QJsonObject>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace cm::test {

struct HelperReply
{
    int exitCode = -1;
    QJsonObject json;
    QStringList stdoutLines;
    QStringList stderrLines;

    QString errors() const { return stderrLines.join(QLatin1Char('|')); }
};

// `environment`: variables set on top of this process's, e.g. PKEXEC_UID to
// act for another user as pkexec tells the helper.
inline HelperReply runHelper(const QStringList &arguments, const QList<QPair<QString, QString>> &environment = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(COMPRESSMARK_HELPER_BINARY));
    process.setArguments(arguments);
    QProcessEnvironment variables = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : environment)
        variables.insert(name, value);
    process.setProcessEnvironment(variables);
    process.start();
    EXPECT_TRUE(process.waitForFinished(300000));
    HelperReply reply;
    reply.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QByteArray out = process.readAllStandardOutput();
    reply.stdoutLines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    reply.stderrLines
        = QString::fromLocal8Bit(process.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    reply.json = QJsonDocument::fromJson(out).object();
    return reply;
}

// The arguments of `create-image WORKSPACE FILESYSTEM ALGORITHM BYTES`.
inline QStringList createImageArguments(const QString &workspace, const QString &filesystem, const QString &algorithm,
                                        qint64 bytes)
{
    return {QStringLiteral("create-image"), workspace, filesystem, algorithm, QString::number(bytes)};
}

} // namespace cm::test
