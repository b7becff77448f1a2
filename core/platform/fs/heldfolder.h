// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>
#include <QString>

namespace cm {

// A folder the program made for itself in a place others may change (a
// workspace in a user's folder, or on a RAM disk anyone may write to),
// held open from the moment it was made. While it is held, everything the
// program opens, creates or runs a tool on below its path goes through this
// descriptor: a user who renames the folder, or puts a symbolic link where
// its name was, leads nothing elsewhere. Linux; Windows holds nothing and
// uses paths as they are. A HeldFolder must outlive the work below it: its
// descriptor is what that work goes through.
class HeldFolder
{
public:
    HeldFolder() = default;
    // Takes `fd`, the folder just made at `path` (as the program spells it
    // from then on), and holds it until the object goes.
    HeldFolder(const QByteArray &path, int fd);
    HeldFolder(const HeldFolder &) = delete;
    HeldFolder &operator=(const HeldFolder &) = delete;
    HeldFolder(HeldFolder &&other) noexcept;
    HeldFolder &operator=(HeldFolder &&other) noexcept;
    ~HeldFolder();

    bool isValid() const { return m_fd >= 0; }
    int fd() const { return m_fd; }

    // Lets go of the folder and closes its descriptor.
    void close();

private:
    int m_fd = -1;
};

// Holds the folder just made at `path` (opened the way openBelowHeld()
// opens, never through a link at its end); on Windows, nothing.
Status holdNewFolder(const QByteArray &path, HeldFolder *held);

// The calls below take the program's own spelling of a path. Below a held
// folder they start from its descriptor and follow no symbolic link from
// there on (openat2 RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS; mounts inside,
// such as a loop image's, are crossed); elsewhere they use the path as it is.

// open(2) of `path`; -1 with errno set. O_CREAT takes `mode`.
int openBelowHeld(const QByteArray &path, int flags, unsigned int mode = 0);

// mkdir(2) of `path`; false with errno set.
bool makeFolderBelowHeld(const QByteArray &path, unsigned int mode);

// Whether `path` lies below a held folder (not the held folder itself).
bool isBelowHeld(const QByteArray &path);

// unlink(2) of `path` (rmdir(2) with AT_REMOVEDIR in `flags`); a link at
// its end is removed, never followed. false with errno set.
bool removeBelowHeld(const QByteArray &path, int flags);

// A path another program can be given for `path`: below a held folder, one
// through this process's descriptor ("/proc/PID/fd/N/rest"), which reaches
// the held folder wherever it is now; elsewhere `path` itself.
QString pathThroughHeld(const QString &path);

} // namespace cm
