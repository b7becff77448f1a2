// SPDX-License-Identifier: GPL-3.0-or-later
// ExternalTool on Windows: the system folder, a console process group of
// its own (Ctrl+C and Ctrl+Break reach the console's group only).
#include "externaltool.h"

#include "device/cputimes.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <windows.h>

namespace cm::ExternalTool {

QString find(const QString &name)
{
    wchar_t folder[MAX_PATH] = {};
    const UINT length = GetSystemDirectoryW(folder, MAX_PATH);
    if (length == 0 || length >= MAX_PATH)
        return {};
    const QFileInfo candidate(QDir::fromNativeSeparators(QString::fromWCharArray(folder, int(length)))
                              + QLatin1Char('/') + name + QStringLiteral(".exe"));
    return candidate.isFile() ? candidate.absoluteFilePath() : QString();
}

void startInOwnGroup(QProcess &process)
{
    process.setCreateProcessArgumentsModifier(
        [](QProcess::CreateProcessArguments *arguments) { arguments->flags |= CREATE_NEW_PROCESS_GROUP; });
    process.start();
    if (process.waitForStarted())
        CpuTimes::countChild(process.processId());
}

void killGroup(QProcess &process)
{
    process.kill();
    process.waitForFinished();
}

} // namespace cm::ExternalTool
