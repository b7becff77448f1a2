// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// LoopImage on Windows; include compression/loopimage.h.
#include "privilege/loopimagespec.h"
#include "privilege/privileges.h"
#include "system/interruptwatch.h"
#include "util/status.h"

#include <QString>

namespace cm {

// Windows has no loop devices; its counterpart, a VHDX attached as a disk,
// is not made here. The same interface as on Linux, answering that no image
// can be made, so that a run falls back to the drive's own compression.
class LoopImage
{
public:
    static constexpr const char *ImageName = LoopImageSpec::ImageName;
    static constexpr const char *MountFolderName = LoopImageSpec::MountFolderName;

    static bool isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot);
    // `cancel` ends a wait for the administrator's password (without root).
    static Status create(const QString &folder, const LoopImageSpec &spec, const Privileges &privileges,
                         LoopImage *image, const Cancellation &cancel = Interrupts::cancellation());

    bool isMounted() const { return false; }
    const QString &imagePath() const { return m_none; }
    const QString &mountPoint() const { return m_none; }
    bool directIo() const { return false; }

    Status remove() { return Status::ok(); }

private:
    QString m_none;
};

} // namespace cm
