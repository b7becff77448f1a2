// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/random.h"

#include <QByteArray>
#include <QtGlobal>

namespace cm {

// Fills `size` bytes at `out` with incompressible bytes from `random`, one
// 64-bit word per eight bytes, in the same (little-endian) order on every
// machine. Several GB/s on one core: the drive, never this, is the limit.
void fillRandom(Random &random, char *out, qint64 size);

QByteArray randomBytes(Random &random, qint64 size);

} // namespace cm
