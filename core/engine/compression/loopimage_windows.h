// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// LoopImage on Windows; include compression/loopimage.h.
#include "privilege/loopimagespec.h"
#include "util/status.h"

#include <QString>

namespace cm {

// Windows has no loop devices (loopImageMaker() is null there), so a run
// never holds an image: this is the empty one it holds instead, never
// mounted, with nothing to remove.
class LoopImage
{
public:
    static constexpr const char *ImageName = LoopImageSpec::ImageName;
    static constexpr const char *MountFolderName = LoopImageSpec::MountFolderName;

    bool isMounted() const { return false; }
    const QString &imagePath() const { return m_none; }
    const QString &mountPoint() const { return m_none; }
    bool directIo() const { return false; }

    Status remove() { return Status::ok(); }

private:
    QString m_none;
};

} // namespace cm
