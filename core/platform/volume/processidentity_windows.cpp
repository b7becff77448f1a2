// SPDX-License-Identifier: GPL-3.0-or-later
// Process identity on Windows: a process's creation time, and the boot
// counter Windows keeps in the registry. Without that counter no workspace
// is ever judged left over from an earlier boot (WorkspaceOwner).
#include "processidentity.h"

#include <QSettings>

#include <windows.h>

namespace cm {

qint64 currentProcessId()
{
    return qint64(GetCurrentProcessId());
}

qint64 processStartTime(qint64 pid)
{
    const HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!process)
        return 0;
    FILETIME created{}, exited{}, kernel{}, user{};
    const bool known = GetProcessTimes(process, &created, &exited, &kernel, &user);
    DWORD exitCode = 0;
    const bool running = GetExitCodeProcess(process, &exitCode) && exitCode == STILL_ACTIVE;
    CloseHandle(process);
    if (!known || !running)
        return 0;
    // In milliseconds, not the FILETIME's 100 ns: a session keeps it as a
    // JSON number, exact only up to 2^53.
    return qint64(((quint64(created.dwHighDateTime) << 32) | created.dwLowDateTime) / 10000);
}

QString currentBootId()
{
    const QSettings memory(
        QStringLiteral(
            "HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Memory Management\\PrefetchParameters"),
        QSettings::NativeFormat);
    const QVariant boot = memory.value(QStringLiteral("BootId"));
    return boot.isValid() ? QStringLiteral("boot-%1").arg(boot.toULongLong()) : QString();
}

} // namespace cm
