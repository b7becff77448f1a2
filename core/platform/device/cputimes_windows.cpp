// SPDX-License-Identifier: GPL-3.0-or-later
// CpuTimes on Windows: GetProcessTimes for this process; the children
// CompressMark starts join one job object, whose accounting keeps their
// CPU time after they end.
#include "cputimes.h"

#include <windows.h>

namespace cm {
namespace {

double seconds(const FILETIME &time) // in units of 100 ns
{
    return double((quint64(time.dwHighDateTime) << 32) | time.dwLowDateTime) / 1e7;
}

double seconds(const LARGE_INTEGER &time)
{
    return double(time.QuadPart) / 1e7;
}

HANDLE childrenJob()
{
    static const HANDLE job = CreateJobObjectW(nullptr, nullptr); // lives as long as the process
    return job;
}

} // namespace

CpuTimes CpuTimes::ofThisProcess()
{
    FILETIME created, exited, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user))
        return {};
    return {seconds(user), seconds(kernel)};
}

CpuTimes CpuTimes::ofEndedChildren()
{
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION accounting{};
    if (!childrenJob()
        || !QueryInformationJobObject(childrenJob(), JobObjectBasicAccountingInformation, &accounting,
                                      sizeof accounting, nullptr))
        return {};
    return {seconds(accounting.TotalUserTime), seconds(accounting.TotalKernelTime)};
}

void CpuTimes::countChild(qint64 processId)
{
    const HANDLE child = OpenProcess(PROCESS_SET_QUOTA | PROCESS_TERMINATE, FALSE, DWORD(processId));
    if (!child)
        return;
    if (childrenJob())
        AssignProcessToJobObject(childrenJob(), child);
    CloseHandle(child);
}

} // namespace cm
