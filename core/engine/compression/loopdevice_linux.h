// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"
#include "util/uniquefd.h"

#include <QString>

#include <sys/types.h>

namespace cm {

// A file told apart from every other by its device and inode, whatever
// name it has now: what a loop device is checked against.
struct FileIdentity
{
    dev_t device = 0;
    ino_t inode = 0;

    static FileIdentity of(int fd);
    bool isValid() const { return inode != 0; }
    bool operator==(const FileIdentity &other) const = default;
};

// Loop devices attached from a descriptor (LOOP_CONFIGURE) and found again
// by the inode they serve, never by a path.
namespace LoopDevice {

// Attaches the file open (read-write) as `imageFd` to a free loop device
// with direct I/O and autoclear; `shownName` names the image in messages and
// in the device's information. `deviceFd` keeps the device attached until a
// filesystem on it holds it.
Status attach(int imageFd, const QString &shownName, QString *device, UniqueFd *deviceFd);

// Whether `device` (/dev/loopN) serves the file `image` now.
bool serves(const QString &device, const FileIdentity &image);

// The loop device serving `image`; empty when none does. Needs root.
QString serving(const FileIdentity &image);

// Whether the loop device told direct I/O was taken.
bool usesDirectIo(const QString &device);

// Lets go of `image`: autoclear detaches the device once nothing holds it;
// one still serving `image` after a while is detached here.
Status detach(const QString &device, const FileIdentity &image, const QString &shownName);

} // namespace LoopDevice
} // namespace cm
