#pragma once

#include "util/status.h"
#include "util/systemfile.h"

#include <QString>

namespace cm {

// An exclusive lock on a folder, held until the object goes, so that
// processes changing a file in it one after another see each other's
// changes. It survives the file being replaced by a rename, unlike a lock
// on the file, and leaves nothing behind, even when its holder is killed.
// Every lock is its own: two threads of one process exclude each other too.
// Linux: flock(2) on the folder itself. Windows, which cannot lock a
// folder: a hidden file in it opened for no one else to share and deleted
// when closed.
class FolderLock
{
public:
    FolderLock() = default;

    // Waits up to `waitMilliseconds` for the lock. A folder that cannot be
    // locked at all (some network filesystems, a folder this user may write
    // but not read) gives an unlocked object and success: the lock orders
    // writers where it can, it is not a reason to lose a measurement.
    // Failure: another process held the lock for the whole wait.
    static Status acquire(const QString &folder, int waitMilliseconds, FolderLock *lock);

    bool isLocked() const { return m_lock.isValid(); }

private:
    // Both systems poll rather than block, so that a stopped process
    // holding the lock cannot stop this one for ever.
    static constexpr int PollMilliseconds = 10;
    static Status heldTooLong(const QString &folder, int waitMilliseconds);

    SystemFile m_lock; // closing it releases the lock
};

} // namespace cm
