// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/loopimagespec.h"
#include "util/status.h"
#include "util/uniquefd.h"

#include <QString>
#include <QStringList>

#include <sys/types.h>

namespace cm {

// One request to compressmark-helper, the small program that does the few
// things CompressMark needs root for. Everything here is checked before the
// helper acts: it runs as root on behalf of a user who is not.
struct HelperRequest
{
    enum class Action { DropCaches, CreateImage, RemoveImage };
    Action action = Action::DropCaches;
    QString workspace;  // create-image, remove-image: a workspace folder
    LoopImageSpec spec; // create-image

    QString imagePath() const;
    QString mountPoint() const;
};

namespace HelperRequestRules {

constexpr qint64 MinimumImageBytes = qint64(128) << 20; // mkfs.btrfs needs about 114 MiB
constexpr qint64 MaximumImageBytes = qint64(16) << 40;

// Reads the helper's arguments (without the program name):
//   drop-caches
//   create-image WORKSPACE btrfs|ntfs ALGORITHM|- BYTES
//   remove-image WORKSPACE
// Says what is wrong with a request it refuses.
Status parse(const QStringList &arguments, HelperRequest *request);

// The user the helper acts for: pkexec's PKEXEC_UID or sudo's SUDO_UID when
// the helper runs as root through them, else the real user.
uid_t callerUid();

// A workspace `caller` may have the helper work in: an absolute path that is
// already canonical (no ".", "..", doubled slashes or symbolic links on the
// way), a real folder owned by `caller`, holding CompressMark's marker file
// (a regular file, owned by `caller` too). The folder is opened without
// following any link and checked through that descriptor, which `opened`
// receives: the helper works from it, never from the path again.
Status checkWorkspace(const QString &path, uid_t caller, UniqueFd *opened = nullptr);

// The loop device whose backing file is named `image` (what a user without
// root can read, to tell that an image is in use); empty when none.
QString loopDeviceServing(const QString &image);

} // namespace HelperRequestRules
} // namespace cm
