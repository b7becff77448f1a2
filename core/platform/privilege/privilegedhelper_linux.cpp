// SPDX-License-Identifier: GPL-3.0-or-later
// PrivilegedHelper on Linux: `pkexec compressmark-helper`, one process per
// request, waited for so that a cancelled run stops waiting at once.
#include "privilegedhelper.h"
#include "privilege/helperimages_linux.h"

#include "system/externaltool.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>

#include <csignal>

namespace cm::PrivilegedHelper {
namespace {

constexpr int HelperTimeoutSeconds = 600; // a password prompt, then mkfs on a large image
constexpr int PollMs = 100;
constexpr int EndGraceMs = 1500;

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PrivilegedHelper)
};

constexpr const char *LauncherVariable = "COMPRESSMARK_HELPER";

constexpr int PkexecNotAuthorized = 126;
constexpr int PkexecCannotRun = 127;

QString lastLine(const QByteArray &text)
{
    const QStringList lines = QString::fromLocal8Bit(text).trimmed().split(QLatin1Char('\n'));
    return lines.last().trimmed();
}

} // namespace

QString helperPath()
{
    if (!QCoreApplication::instance())
        return {};
    const QString programFolder = QCoreApplication::applicationDirPath();
    const QStringList candidates{
        QDir::cleanPath(programFolder + QLatin1Char('/') + QLatin1String(COMPRESSMARK_HELPER_FROM_BINDIR)),
        programFolder + QStringLiteral("/compressmark-helper"), // a build tree
    };
    for (const QString &candidate : candidates) {
        const QFileInfo file(candidate);
        if (file.isFile() && file.isExecutable())
            return file.absoluteFilePath();
    }
    return {};
}

QString launcherOverride()
{
    return qEnvironmentVariable(LauncherVariable);
}

bool isInstalled(QString *whyNot)
{
    QStringList missing;
    if (const QString launcher = launcherOverride(); !launcher.isEmpty()) {
        if (!QFileInfo(launcher).isExecutable())
            missing << Text::tr("%1 names %2, which is not a program").arg(QLatin1String(LauncherVariable), launcher);
    } else {
        if (helperPath().isEmpty())
            missing << Text::tr("compressmark-helper is not installed");
        if (ExternalTool::find(QStringLiteral("pkexec")).isEmpty())
            missing << Text::tr("pkexec is not installed (package pkexec or policykit-1)");
    }
    if (whyNot)
        *whyNot = missing.join(QStringLiteral("; "));
    return missing.isEmpty();
}

Status interpret(int exitCode, bool crashed, const QByteArray &standardOutput, const QByteArray &standardError,
                 QJsonObject *reply)
{
    if (crashed)
        return Status::failure(QStringLiteral("compressmark-helper crashed"));
    if (exitCode == PkexecNotAuthorized)
        return Status::failure(Text::tr("the administrator password was not given (polkit refused "
                                        "compressmark-helper)"));
    const QJsonObject answer = QJsonDocument::fromJson(lastLine(standardOutput).toUtf8()).object();
    if (exitCode == PkexecCannotRun && answer.isEmpty()) {
        const QString why = lastLine(standardError);
        return Status::failure(Text::tr("pkexec could not run compressmark-helper: %1")
                                   .arg(why.isEmpty() ? Text::tr("no reason given") : why));
    }
    if (answer.isEmpty())
        return Status::failure(QStringLiteral("compressmark-helper gave no answer (exit status %1): %2")
                                   .arg(QString::number(exitCode), lastLine(standardError)));
    if (!answer.value(QLatin1String("ok")).toBool() || exitCode != 0) {
        const QString error = answer.value(QLatin1String("error")).toString();
        return Status::failure(QStringLiteral("compressmark-helper %1: %2")
                                   .arg(answer.value(QLatin1String("refused")).toBool() ? QStringLiteral("refused")
                                                                                        : QStringLiteral("failed"),
                                        error.isEmpty() ? QStringLiteral("no reason given") : error));
    }
    if (reply)
        *reply = answer;
    return Status::ok();
}

Status run(const QStringList &arguments, QJsonObject *reply, const Cancellation &cancel)
{
    QString whyNot;
    if (!isInstalled(&whyNot))
        return Status::failure(whyNot);
    QProcess process;
    if (const QString launcher = launcherOverride(); !launcher.isEmpty()) {
        process.setProgram(launcher);
        process.setArguments(arguments);
    } else {
        process.setProgram(ExternalTool::find(QStringLiteral("pkexec")));
        process.setArguments(QStringList{helperPath()} + arguments);
    }
    process.setStandardInputFile(QProcess::nullDevice());
    // The terminal's Ctrl+C cancels the run, which ends the wait below; it
    // must not reach the helper half way through its work.
    ExternalTool::startInOwnGroup(process);
    if (!process.waitForStarted())
        return Status::failure(Text::tr("cannot start %1: %2").arg(process.program(), process.errorString()));
    QElapsedTimer waited;
    waited.start();
    while (!process.waitForFinished(PollMs) && process.state() != QProcess::NotRunning) {
        if (cancel.isRequested()) {
            // pkexec still waiting for a password runs as the user, who may
            // end it; once the helper is root it cannot be, and it finishes
            // its short work: its answer (an image made) is then read as
            // usual, and the caller cleans up what it made.
            ::kill(-pid_t(process.processId()), SIGTERM);
            if (!process.waitForFinished(EndGraceMs) && !process.waitForFinished(HelperTimeoutSeconds * 1000))
                ExternalTool::killGroup(process);
            if (process.exitStatus() != QProcess::NormalExit)
                return Status::cancelled();
            break;
        }
        if (waited.hasExpired(HelperTimeoutSeconds * 1000)) {
            ExternalTool::killGroup(process);
            return Status::failure(
                QStringLiteral("compressmark-helper did not finish within %1 s").arg(HelperTimeoutSeconds));
        }
    }
    return interpret(process.exitCode(), process.exitStatus() != QProcess::NormalExit, process.readAllStandardOutput(),
                     process.readAllStandardError(), reply);
}

Status dropCaches(const Cancellation &cancel)
{
    return run({QStringLiteral("drop-caches")}, nullptr, cancel);
}

Status createImage(const QString &workspace, const LoopImageSpec &spec, QJsonObject *reply, const Cancellation &cancel)
{
    return run({QStringLiteral("create-image"), workspace, loopFilesystemName(spec.filesystem),
                spec.algorithm.isEmpty() ? QStringLiteral("-") : spec.algorithm, QString::number(spec.bytes)},
               reply, cancel);
}

Status removeImage(const QString &workspace)
{
    // Clean-up: a cancel that arrives meanwhile must not leave the image.
    static const Cancellation never;
    return run({QStringLiteral("remove-image"), workspace}, nullptr, never);
}

} // namespace cm::PrivilegedHelper
