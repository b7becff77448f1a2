// SPDX-License-Identifier: GPL-3.0-or-later
// ExternalTool on Linux: the system folders, a process group of its own.
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

} // namespace cm::ExternalTool
