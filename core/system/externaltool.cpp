#include "externaltool.h"

#include <QFileInfo>
#include <QProcess>

#include <csignal>
#include <unistd.h>

namespace cm::ExternalTool {

QString find(const QString &name)
{
    for (const char *folder : {"/usr/sbin", "/usr/bin", "/sbin", "/bin"}) {
        const QFileInfo candidate(QLatin1String(folder) + QLatin1Char('/') + name);
        if (candidate.isFile() && candidate.isExecutable())
            return candidate.absoluteFilePath();
    }
    return {};
}

void startInOwnGroup(QProcess &process)
{
    // In the child between fork and exec: async-signal-safe calls only.
    // SIGPIPE comes back to its default, which CompressMark ignores.
    process.setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::signal(SIGPIPE, SIG_DFL);
    });
    process.start();
}

void killGroup(QProcess &process)
{
    if (const qint64 pid = process.processId(); pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
    process.kill();
    process.waitForFinished();
}

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
        return Status::failure(QStringLiteral("%1 did not finish within %2 s").arg(name).arg(timeoutSeconds));
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return Status::ok();
    const QStringList errors = QString::fromLocal8Bit(process.readAllStandardError()).trimmed().split(QLatin1Char('\n'));
    const QString exit = process.exitStatus() == QProcess::NormalExit
        ? QStringLiteral("exit status %1").arg(process.exitCode())
        : QStringLiteral("crashed");
    return Status::failure(QStringLiteral("%1 failed (%2): %3").arg(name, exit, errors.last()));
}

} // namespace cm::ExternalTool
