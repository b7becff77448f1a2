// SPDX-License-Identifier: GPL-3.0-or-later
// FileLock on Windows: a lock file opened for no one else to share and
// deleted when its handle closes, which the system does for a killed
// process too.
#include "filelock.h"

#include "util/windowserror_windows.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

#include <windows.h>

#include <aclapi.h>
#include <vector>

namespace cm {
namespace {

// A lock file being deleted refuses opens for a moment (access denied);
// refused without a break for longer than this, the folder takes no new
// files from this user.
constexpr int DeletePendingMilliseconds = 1000;

// Whether another user owns the file: a lock file another user holds open
// is no lock of this user's, and must not make this one wait. Only an owner
// read and found to be someone else says so: a lock whose owner cannot be
// read is waited for, as this user's would be. `path` as the user gave it:
// GetNamedSecurityInfo takes no "\\?\" path.
bool ownedByAnotherUser(const QString &path)
{
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token))
        return false;
    const UniqueHandle ownedToken(token);
    DWORD size = 0;
    GetTokenInformation(token, TokenUser, nullptr, 0, &size);
    std::vector<char> buffer(size);
    if (size == 0 || !GetTokenInformation(token, TokenUser, buffer.data(), size, &size))
        return false;
    const PSID user = reinterpret_cast<const TOKEN_USER *>(buffer.data())->User.Sid;
    PSID owner = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (GetNamedSecurityInfoW(windowsPlainPath(path).c_str(), SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner,
                              nullptr, nullptr, nullptr, &descriptor)
        != ERROR_SUCCESS)
        return false;
    const bool another = owner && !EqualSid(owner, user);
    LocalFree(descriptor);
    return another;
}

} // namespace

FileLock::~FileLock() = default;

void FileLock::release()
{
    m_lock = UniqueHandle();
}

Status FileLock::acquire(const QString &file, int waitMilliseconds, FileLock *lock)
{
    lock->release();
    const QFileInfo info(file);
    const QString lockPath = info.absolutePath() + QLatin1Char('/') + lockFileName(info.fileName());
    const std::wstring path = windowsPath(lockPath);
    QElapsedTimer waited;
    waited.start();
    // Since when every open was refused: a lock passed from holder to
    // holder is deleted between them, each time for a moment only.
    QElapsedTimer denied;
    for (;;) {
        UniqueHandle opened(CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE | DELETE, 0, nullptr, OPEN_ALWAYS,
                                        FILE_ATTRIBUTE_HIDDEN | FILE_FLAG_DELETE_ON_CLOSE, nullptr));
        if (opened.isValid()) {
            lock->m_lock = std::move(opened);
            return Status::ok();
        }
        const DWORD error = GetLastError();
        if (error != ERROR_ACCESS_DENIED)
            denied.invalidate();
        else if (!denied.isValid())
            denied.start();
        const bool held = (error == ERROR_SHARING_VIOLATION && !ownedByAnotherUser(lockPath))
            || (error == ERROR_ACCESS_DENIED && denied.elapsed() < DeletePendingMilliseconds);
        if (!held)
            return Status::ok(); // no lock of this user's can be had here: write unlocked
        if (waited.elapsed() >= waitMilliseconds)
            return heldTooLong(file, waitMilliseconds);
        QThread::msleep(PollMilliseconds);
    }
}

} // namespace cm
