// SPDX-License-Identifier: GPL-3.0-or-later
#include "helperpipe_windows.h"

#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <windows.h>

namespace cm::HelperPipe {
namespace {

constexpr qsizetype MaxLineBytes = 64 * 1024;

Status failure(const char *what, DWORD error)
{
    return Status::failure(
        QStringLiteral("%1 the helper's pipe: %2").arg(QLatin1String(what), windowsErrorText(error)));
}

// Finishes one overlapped read or write, or cancels it when `peer` ends first.
Status finish(HANDLE pipe, OVERLAPPED *pending, HANDLE peer, DWORD *bytes, const char *what)
{
    const HANDLE handles[] = {pending->hEvent, peer};
    if (WaitForMultipleObjects(2, handles, FALSE, INFINITE) == WAIT_OBJECT_0 + 1) {
        CancelIoEx(pipe, pending);
        GetOverlappedResult(pipe, pending, bytes, TRUE);
        return Status::failure(QStringLiteral("the other side of the helper's pipe has ended"));
    }
    if (!GetOverlappedResult(pipe, pending, bytes, FALSE))
        return failure(what, GetLastError());
    return Status::ok();
}

Status transfer(HANDLE pipe, char *data, DWORD size, bool writing, HANDLE peer, DWORD *done)
{
    const UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
    if (!event.isValid())
        return failure("cannot wait on", GetLastError());
    OVERLAPPED pending{};
    pending.hEvent = event.get();
    const bool started
        = writing ? WriteFile(pipe, data, size, nullptr, &pending) : ReadFile(pipe, data, size, nullptr, &pending);
    if (!started && GetLastError() != ERROR_IO_PENDING)
        return failure(writing ? "cannot write to" : "cannot read from", GetLastError());
    return finish(pipe, &pending, peer, done, writing ? "cannot write to" : "cannot read from");
}

} // namespace

Status writeLine(void *pipe, const QByteArray &line, void *peer)
{
    QByteArray data = line + '\n';
    for (qsizetype written = 0; written < data.size();) {
        DWORD done = 0;
        if (Status status = transfer(pipe, data.data() + written, DWORD(data.size() - written), true, peer, &done);
            !status)
            return status;
        written += done;
    }
    return Status::ok();
}

Status readLine(void *pipe, QByteArray *line, void *peer)
{
    line->clear();
    char buffer[4096];
    while (!line->endsWith('\n')) {
        if (line->size() > MaxLineBytes)
            return Status::failure(QStringLiteral("the helper's pipe carried a line longer than 64 KiB"));
        DWORD done = 0;
        if (Status status = transfer(pipe, buffer, sizeof buffer, false, peer, &done); !status)
            return status;
        if (done == 0)
            return Status::failure(QStringLiteral("the helper's pipe was closed mid-line"));
        line->append(buffer, done);
    }
    line->chop(1);
    return Status::ok();
}

} // namespace cm::HelperPipe
