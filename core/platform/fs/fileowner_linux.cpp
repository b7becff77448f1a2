// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/fileowner.h"

#include <unistd.h>

namespace cm {

bool isOwnedByThisUser(const QFileInfo &entry)
{
    return entry.ownerId() == ::geteuid();
}

} // namespace cm
