// SPDX-License-Identifier: GPL-3.0-or-later
// PrivilegedHelper on Windows: compressmark-helper.exe, beside the program,
// started once per process through UAC (ShellExecuteEx with "runas", so
// Windows asks for an administrator's consent) and kept until the process
// ends, answering over a named pipe; the program itself is never elevated.
// It only drops caches: loop images are Linux's.
#include "privilegedhelper.h"

#include "privilege/helperpipe_windows.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QRandomGenerator>

#include <windows.h>

#include <shellapi.h>

namespace cm::PrivilegedHelper {
namespace {

constexpr DWORD ConnectTimeoutMs = 60000;
constexpr DWORD PollMs = 100;

// The elevated helper of this process: started at the first request.
class ElevatedHelper
{
public:
    Status request(const QByteArray &line, QByteArray *reply, const Cancellation &cancel)
    {
        QMutexLocker locker(&m_lock);
        if (!m_pipe.isValid())
            if (Status status = start(cancel); !status)
                return status;
        Status status = HelperPipe::writeLine(m_pipe.get(), line, m_process.get());
        if (status)
            status = HelperPipe::readLine(m_pipe.get(), reply, m_process.get());
        if (!status) { // started again at the next request
            m_pipe = UniqueHandle();
            m_process = UniqueHandle();
        }
        return status;
    }

private:
    Status start(const Cancellation &cancel)
    {
        const QString helper = helperPath();
        if (helper.isEmpty())
            return Status::failure(QStringLiteral("compressmark-helper.exe is not installed beside the program"));
        const QString name = QStringLiteral("\\\\.\\pipe\\compressmark-helper-%1-%2")
                                 .arg(QString::number(GetCurrentProcessId()),
                                      QString::number(QRandomGenerator::system()->generate64(), 16)
                                          .rightJustified(16, QLatin1Char('0')));
        UniqueHandle pipe(CreateNamedPipeW(reinterpret_cast<const wchar_t *>(name.utf16()),
                                           PIPE_ACCESS_DUPLEX | FILE_FLAG_FIRST_PIPE_INSTANCE | FILE_FLAG_OVERLAPPED,
                                           PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS,
                                           1, 4096, 4096, 0, nullptr));
        if (!pipe.isValid())
            return Status::failure(
                QStringLiteral("cannot make the helper's pipe: %1").arg(windowsErrorText(GetLastError())));
        const std::wstring file = QDir::toNativeSeparators(helper).toStdWString();
        const std::wstring parameters
            = QStringLiteral("serve %1 %2").arg(name, QString::number(GetCurrentProcessId())).toStdWString();
        SHELLEXECUTEINFOW start{};
        start.cbSize = sizeof start;
        start.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC;
        start.lpVerb = L"runas";
        start.lpFile = file.c_str();
        start.lpParameters = parameters.c_str();
        start.nShow = SW_HIDE;
        if (!ShellExecuteExW(&start)) {
            const DWORD error = GetLastError();
            if (error == ERROR_CANCELLED)
                return Status::failure(
                    QStringLiteral("the administrator's consent to start compressmark-helper was not given"));
            return Status::failure(
                QStringLiteral("cannot start compressmark-helper elevated: %1").arg(windowsErrorText(error)));
        }
        UniqueHandle process(start.hProcess);
        if (Status status = awaitConnection(pipe.get(), process.get(), cancel); !status) {
            TerminateProcess(process.get(), 1);
            return status;
        }
        m_pipe = std::move(pipe);
        m_process = std::move(process);
        return Status::ok();
    }

    // Waits for the helper to connect, or for `cancel`; another process
    // that connected first (the pipe's name is not a secret) is refused.
    static Status awaitConnection(HANDLE pipe, HANDLE process, const Cancellation &cancel)
    {
        const UniqueHandle event(CreateEventW(nullptr, TRUE, FALSE, nullptr));
        OVERLAPPED pending{};
        pending.hEvent = event.get();
        if (!ConnectNamedPipe(pipe, &pending)) {
            const DWORD error = GetLastError();
            if (error == ERROR_IO_PENDING) {
                const HANDLE handles[] = {event.get(), process};
                DWORD woken = WAIT_TIMEOUT;
                for (DWORD waited = 0; woken == WAIT_TIMEOUT && waited < ConnectTimeoutMs && !cancel.isRequested();
                     waited += PollMs)
                    woken = WaitForMultipleObjects(2, handles, FALSE, PollMs);
                if (woken != WAIT_OBJECT_0) {
                    CancelIoEx(pipe, &pending);
                    if (cancel.isRequested())
                        return Status::cancelled();
                    DWORD exitCode = 0;
                    if (woken == WAIT_OBJECT_0 + 1 && GetExitCodeProcess(process, &exitCode))
                        return Status::failure(QStringLiteral("compressmark-helper ended with status %1 before it "
                                                              "answered")
                                                   .arg(exitCode));
                    return Status::failure(
                        QStringLiteral("compressmark-helper did not answer within %1 s").arg(ConnectTimeoutMs / 1000));
                }
            } else if (error != ERROR_PIPE_CONNECTED) {
                return Status::failure(
                    QStringLiteral("cannot wait for compressmark-helper: %1").arg(windowsErrorText(error)));
            }
        }
        ULONG client = 0;
        if (!GetNamedPipeClientProcessId(pipe, &client) || client != GetProcessId(process))
            return Status::failure(QStringLiteral("another process connected to compressmark-helper's pipe"));
        return Status::ok();
    }

    QMutex m_lock;
    UniqueHandle m_pipe;
    UniqueHandle m_process;
};

ElevatedHelper &elevatedHelper()
{
    static ElevatedHelper helper;
    return helper;
}

} // namespace

QString helperPath()
{
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/compressmark-helper.exe");
    return QFileInfo(path).isFile() ? path : QString();
}

QString launcherOverride()
{
    return {};
}

bool isInstalled(QString *whyNot)
{
    if (!helperPath().isEmpty())
        return true;
    if (whyNot)
        *whyNot = QStringLiteral("compressmark-helper.exe is not installed beside the program");
    return false;
}

Status run(const QStringList &arguments, QJsonObject *, const Cancellation &cancel)
{
    if (arguments != QStringList{QStringLiteral("drop-caches")})
        return Status::failure(QStringLiteral("compressmark-helper.exe only drops caches"));
    return dropCaches(cancel);
}

Status dropCaches(const Cancellation &cancel)
{
    QByteArray reply;
    if (Status status = elevatedHelper().request("drop-caches", &reply, cancel); !status)
        return status;
    if (reply == "ok")
        return Status::ok();
    const QString said = QString::fromUtf8(reply);
    return Status::failure(said.startsWith(QLatin1String("failed: "))
                               ? said.mid(8)
                               : QStringLiteral("compressmark-helper said: %1").arg(said));
}

} // namespace cm::PrivilegedHelper
