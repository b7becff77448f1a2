// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"
#include "util/systemfile.h"

#include <QByteArray>
#include <QString>

namespace cm {

// An exclusive lock for changing one file, held until the object goes, so
// that processes replacing the file one after another (a rename at every
// save) see each other's changes. Every lock is its own: two threads of one
// process exclude each other too.
//
// The lock is a hidden file of this user's beside the locked one
// (".NAME.lock"), which only its owner can open: no other user can hold it
// against this one, as anyone can a shared folder or a readable file. Its
// holder removes it as it lets go; one left by a killed holder is taken
// over by the next. Linux: flock(2) on it, mode 0600. Windows: opened for no
// one else to share and deleted when closed.
class FileLock
{
public:
    FileLock() = default;
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Waits up to `waitMilliseconds` for the lock on `file`. Where no lock
    // of this user's can be had (a folder this user may not write, a lock
    // file another user made there, a filesystem that does not lock) the
    // result is an unlocked object and success: the lock orders this user's
    // writers where it can, it is not a reason to lose a measurement.
    // Failure: another process of this user held the lock for the whole wait.
    static Status acquire(const QString &file, int waitMilliseconds, FileLock *lock);

    bool isLocked() const { return m_lock.isValid(); }
    // Lets go at once.
    void release();

    // The name of the lock file for `fileName`.
    static QString lockFileName(const QString &fileName);

private:
    // Both systems poll rather than block, so that a stopped process
    // holding the lock cannot stop this one for ever.
    static constexpr int PollMilliseconds = 10;
    static Status heldTooLong(const QString &file, int waitMilliseconds);

    SystemFile m_folder; // Linux: where the lock file is removed from
    QByteArray m_name;
    SystemFile m_lock; // closing it releases the lock
};

} // namespace cm
