// SPDX-License-Identifier: GPL-3.0-or-later
// compressmark-helper.exe: what CompressMark needs an administrator for on
// Windows, started elevated through UAC by a CompressMark that is not
// (`compressmark-helper.exe serve PIPE PID`). It connects to the caller's
// named pipe, checks that the pipe belongs to the process that named
// itself, and answers one request per line until the caller goes:
//   drop-caches  ->  "ok" or "failed: <why>"
// Anything else is refused. It touches no path the caller names.

#include "cache/pagecache.h"
#include "privilege/helperpipe_windows.h"
#include "util/commandline_windows.h"
#include "util/uniquehandle_windows.h"

#include <QString>
#include <QStringList>

#include <windows.h>

using namespace cm;

namespace {

constexpr int Success = 0;
constexpr int Failed = 1;
constexpr int Refused = 2;

QByteArray answer(const QByteArray &request)
{
    if (request != "drop-caches")
        return "refused: unknown request";
    const Status dropped = PageCache::dropAllCachesAsRoot();
    return dropped ? QByteArray("ok") : "failed: " + dropped.message().toUtf8();
}

} // namespace

int main()
{
    const QStringList words = wideCommandLine();
    bool isNumber = false;
    const DWORD callerId = words.size() == 4 ? words[3].toULong(&isNumber) : 0;
    if (words.size() != 4 || words[1] != QLatin1String("serve")
        || !words[2].startsWith(QLatin1String("\\\\.\\pipe\\compressmark-helper-")) || !isNumber)
        return Refused;
    const UniqueHandle caller(OpenProcess(SYNCHRONIZE, FALSE, callerId));
    const UniqueHandle pipe(CreateFileW(reinterpret_cast<const wchar_t *>(words[2].utf16()),
                                        GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING, FILE_FLAG_OVERLAPPED,
                                        nullptr));
    ULONG server = 0;
    if (!caller.isValid() || !pipe.isValid() || !GetNamedPipeServerProcessId(pipe.get(), &server) || server != callerId)
        return Refused;
    for (;;) {
        QByteArray request;
        if (!HelperPipe::readLine(pipe.get(), &request, caller.get()))
            return Success; // the caller has gone: nothing more to do
        if (!HelperPipe::writeLine(pipe.get(), answer(request), caller.get()))
            return Failed;
    }
}
