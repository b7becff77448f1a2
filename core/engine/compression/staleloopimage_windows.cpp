// SPDX-License-Identifier: GPL-3.0-or-later
// A stale workspace's loop image on Windows: there is none.
#include "staleloopimage.h"

namespace cm {

bool loopImageInUse(const QString &)
{
    return false;
}

Status releaseLoopImageIn(const QString &, const Privileges &)
{
    return Status::ok();
}

} // namespace cm
