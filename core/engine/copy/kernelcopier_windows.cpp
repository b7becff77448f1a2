// SPDX-License-Identifier: GPL-3.0-or-later
// KernelCopier on Windows: CopyFileEx, which counts through its progress
// routine and stops there on cancel. A link is copied as a link, never
// followed; the copy must not exist yet.
#include "kernelcopier.h"

#include "copy/filecopy.h"
#include "util/windowserror_windows.h"

#include <windows.h>

namespace cm {
namespace {

struct Progress
{
    TransferCounters &counters;
    const Cancellation &cancel;
    qint64 counted = 0;
};

DWORD CALLBACK onProgress(LARGE_INTEGER, LARGE_INTEGER transferred, LARGE_INTEGER, LARGE_INTEGER, DWORD, DWORD, HANDLE,
                          HANDLE, LPVOID data)
{
    auto *progress = static_cast<Progress *>(data);
    progress->counters.bytes.fetch_add(transferred.QuadPart - progress->counted, std::memory_order_relaxed);
    progress->counted = transferred.QuadPart;
    return progress->cancel.isRequested() ? PROGRESS_CANCEL : PROGRESS_CONTINUE; // a cancelled copy is removed
}

} // namespace

Status KernelCopier::copyFile(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                              const Cancellation &cancel) const
{
    Progress progress{counters, cancel};
    if (!CopyFileExW(windowsPath(from).c_str(), windowsPath(to).c_str(), &onProgress, &progress, nullptr,
                     COPY_FILE_FAIL_IF_EXISTS | COPY_FILE_COPY_SYMLINK)) {
        const DWORD error = GetLastError();
        if (error == ERROR_REQUEST_ABORTED)
            return Status::cancelled();
        return Status::failure(windowsErrorMessage("cannot copy", from, error));
    }
    // What the progress routine did not count (wine's CopyFileEx calls none).
    WIN32_FILE_ATTRIBUTE_DATA copied{};
    if (GetFileAttributesExW(windowsPath(to).c_str(), GetFileExInfoStandard, &copied))
        counters.bytes.fetch_add(((qint64(copied.nFileSizeHigh) << 32) | copied.nFileSizeLow) - progress.counted,
                                 std::memory_order_relaxed);
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

} // namespace cm
