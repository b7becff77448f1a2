// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace cm {

// `compressmark report SESSION... [options]`: charts and tables of saved
// sessions, merged for comparison. Returns the process exit code.
int reportCommand(const QStringList &arguments);

} // namespace cm
