#pragma once

#include "util/status.h"
#include "util/uniquefd.h"

#include <QString>

namespace cm {

// An exclusive lock on a folder (flock(2) on the folder itself), held until
// the object goes, so that processes changing a file in it one after
// another see each other's changes. It leaves nothing behind, unlike a lock
// file, and survives the file being replaced by a rename, unlike a lock on
// the file. Every open of the folder is its own lock: two threads of one
// process exclude each other too.
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

    bool isLocked() const { return m_fd.isValid(); }

private:
    UniqueFd m_fd; // closing it releases the lock
};

} // namespace cm
