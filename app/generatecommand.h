// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace cm {

// `compressmark generate KIND --size SIZE --seed N --out DIR`: writes one
// data set into the new folder DIR and prints its manifest as JSON on
// stdout. Ctrl+C cancels and leaves nothing behind. Returns the process
// exit code.
int generateCommand(const QStringList &arguments);

} // namespace cm
