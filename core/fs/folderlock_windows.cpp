// FolderLock on Windows, which locks files but not folders: the lock is a
// hidden file in the folder, opened for no one else to share and deleted
// when its handle closes, which the system does for a killed process too.
#include "folderlock.h"

#include "util/windowserror.h"

#include <QElapsedTimer>
#include <QThread>

#include <windows.h>

namespace cm {
namespace {

// A lock file being deleted refuses opens for a moment (access denied);
// refused without a break for longer than this, the folder takes no new
// files from this user.
constexpr int DeletePendingMilliseconds = 1000;

const QString LockFileName = QStringLiteral(".compressmark.lock");

} // namespace

Status FolderLock::acquire(const QString &folder, int waitMilliseconds, FolderLock *lock)
{
    lock->m_lock = UniqueHandle();
    const std::wstring path = windowsPath(folder + QLatin1Char('/') + LockFileName);
    QElapsedTimer waited;
    waited.start();
    // Since when every open was refused: a lock passed from holder to
    // holder is deleted between them, each time for a moment only.
    QElapsedTimer denied;
    for (;;) {
        UniqueHandle file(CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE | DELETE, 0, nullptr, OPEN_ALWAYS,
                                      FILE_ATTRIBUTE_HIDDEN | FILE_FLAG_DELETE_ON_CLOSE, nullptr));
        if (file.isValid()) {
            lock->m_lock = std::move(file);
            return Status::ok();
        }
        const DWORD error = GetLastError();
        if (error != ERROR_ACCESS_DENIED)
            denied.invalidate();
        else if (!denied.isValid())
            denied.start();
        const bool held = error == ERROR_SHARING_VIOLATION
                          || (error == ERROR_ACCESS_DENIED && denied.elapsed() < DeletePendingMilliseconds);
        if (!held)
            return Status::ok(); // this folder cannot hold the lock: write unlocked
        if (waited.elapsed() >= waitMilliseconds)
            return heldTooLong(folder, waitMilliseconds);
        QThread::msleep(PollMilliseconds);
    }
}

} // namespace cm
