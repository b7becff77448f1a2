// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QStringList>

namespace cm {

// `compressmark gui`: the window, in the language and theme of the
// settings. `arguments`: the program's name, then session files to open in
// it, e.g. from a double click.
int guiCommand(const QStringList &arguments, const Privileges &privileges);

} // namespace cm
