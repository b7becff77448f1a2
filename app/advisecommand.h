// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

namespace cm {

// `compressmark advise [--session FILE] [--source PATH] [--json]`: for each
// data kind and each algorithm btrfs offers, the predicted compressed read
// speed on this drive and CPU, the space saved, and a recommendation;
// beside the measured speed where the session has one.
int adviseCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm
