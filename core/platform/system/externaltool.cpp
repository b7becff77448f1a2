// SPDX-License-Identifier: GPL-3.0-or-later
#include "externaltool.h"

#include <QFileInfo>
#include <QProcess>

namespace cm::ExternalTool {

Status run(const QString &program, const QStringList &arguments, int timeoutSeconds)
{
    const QString name = QFileInfo(program).fileName();
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    startInOwnGroup(process);
    if (!process.waitForStarted())
        return Status::failure(QStringLiteral("cannot start %1: %2").arg(program, process.errorString()));
    if (!process.waitForFinished(timeoutSeconds * 1000)) {
        killGroup(process);
        return Status::failure(
            QStringLiteral("%1 did not finish within %2 s").arg(name, QString::number(timeoutSeconds)));
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return Status::ok();
    const QStringList errors
        = QString::fromLocal8Bit(process.readAllStandardError()).trimmed().split(QLatin1Char('\n'));
    const QString exit = process.exitStatus() == QProcess::NormalExit
        ? QStringLiteral("exit status %1").arg(process.exitCode())
        : QStringLiteral("crashed");
    return Status::failure(QStringLiteral("%1 failed (%2): %3").arg(name, exit, errors.last()));
}

} // namespace cm::ExternalTool
