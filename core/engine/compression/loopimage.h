// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A filesystem image that compresses, made on the drive under test: on
// Linux a loop device, on Windows none yet (each system's own class).
#include <QtGlobal>

#ifdef Q_OS_WIN
#include "compression/loopimage_windows.h"
#else
#include "compression/loopimage_linux.h"
#endif
