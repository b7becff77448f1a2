// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#ifdef Q_OS_WIN
#include "util/uniquehandle_windows.h"
#else
#include "util/uniquefd.h"
#endif

namespace cm {

// What the system opens a file as, owned and closed once: a HANDLE on
// Windows, a file descriptor elsewhere. For the classes that keep an open
// file and have one implementation per system.
#ifdef Q_OS_WIN
using SystemFile = UniqueHandle;
#else
using SystemFile = UniqueFd;
#endif

} // namespace cm
