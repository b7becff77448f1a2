// SPDX-License-Identifier: GPL-3.0-or-later
// The page cache on Windows. Evicting a file: opened once without
// buffering, on which the filesystem flushes and purges the file's cached
// pages when nobody has it mapped (FastFat's published source does this on
// every such open; NTFS the same). Dropping every cache: the system's file
// cache working set emptied, modified pages written and the standby list
// purged, as RAMMap's "Empty" menu does; each needs an administrator and a
// privilege the elevated token holds but has not enabled.
#include "pagecache.h"

#include "fs/filereader.h"
#include "util/windowserror_windows.h"

#include <windows.h>

namespace cm::PageCache {
namespace {

// From the Windows Driver Kit (ntexapi.h): not in the SDK's headers.
constexpr ULONG SystemMemoryListInformation = 80;
enum MemoryListCommand : int { MemoryFlushModifiedList = 3, MemoryPurgeStandbyList = 4 };
using NtSetSystemInformationFunction = LONG(NTAPI *)(ULONG, PVOID, ULONG);

Status failure(const QString &what, DWORD error)
{
    return Status::failure(QStringLiteral("cannot drop caches: %1: %2").arg(what, windowsErrorText(error)));
}

Status enablePrivilege(const wchar_t *name)
{
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_ADJUST_PRIVILEGES | TOKEN_QUERY, &token))
        return failure(QStringLiteral("opening this process's token"), GetLastError());
    TOKEN_PRIVILEGES privileges{};
    privileges.PrivilegeCount = 1;
    privileges.Privileges[0].Attributes = SE_PRIVILEGE_ENABLED;
    const bool found = LookupPrivilegeValueW(nullptr, name, &privileges.Privileges[0].Luid);
    // AdjustTokenPrivileges succeeds without the privilege and says so in the last error.
    const bool enabled = found && AdjustTokenPrivileges(token, FALSE, &privileges, 0, nullptr, nullptr)
        && GetLastError() == ERROR_SUCCESS;
    const DWORD error = GetLastError();
    CloseHandle(token);
    if (!enabled)
        return failure(QStringLiteral("enabling %1 (needs an administrator)").arg(QString::fromWCharArray(name)),
                       error);
    return Status::ok();
}

Status memoryListCommand(MemoryListCommand command, const QString &what)
{
    static const auto set = reinterpret_cast<NtSetSystemInformationFunction>(
        reinterpret_cast<void *>(GetProcAddress(GetModuleHandleW(L"ntdll.dll"), "NtSetSystemInformation")));
    if (!set)
        return failure(what, ERROR_PROC_NOT_FOUND);
    int argument = command;
    const LONG status = set(SystemMemoryListInformation, &argument, sizeof argument);
    if (status < 0) // an NTSTATUS error
        return Status::failure(
            QStringLiteral("cannot drop caches: %1: NTSTATUS 0x%2")
                .arg(what, QString::number(quint32(status), 16).rightJustified(8, QLatin1Char('0'))));
    return Status::ok();
}

} // namespace

Status addFileResidency(const QByteArray &, qint64, Residency *result)
{
    result->method = QStringLiteral("none");
    return Status::ok();
}

Status evictFile(const QByteArray &path)
{
    FileReader unbuffered;
    return FileReader::open(path, &unbuffered, FileReader::Mode::Direct);
}

Status dropAllCachesAsRoot()
{
    if (Status status = enablePrivilege(SE_INCREASE_QUOTA_NAME); !status)
        return status;
    if (!SetSystemFileCacheSize(SIZE_T(-1), SIZE_T(-1), 0))
        return failure(QStringLiteral("emptying the system file cache"), GetLastError());
    if (Status status = enablePrivilege(SE_PROF_SINGLE_PROCESS_NAME); !status)
        return status;
    if (Status status = memoryListCommand(MemoryFlushModifiedList, QStringLiteral("writing the modified pages"));
        !status)
        return status;
    return memoryListCommand(MemoryPurgeStandbyList, QStringLiteral("purging the standby list"));
}

} // namespace cm::PageCache
