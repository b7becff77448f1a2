// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <functional>

namespace cm {

// How a bounded read ended.
enum class BoundedRead { Done, TooLarge, Failed };

// Reads through `read` (up to `room` bytes into `to`; 0 at the end, -1 on a
// failure whose cause the caller's system still holds, errno or
// GetLastError()) into `bytes`, starting with room for `sizeHint` bytes and
// growing as the data comes: a size is where to start, not a promise. More
// than `largestBytes` is found by reading at most one byte past them. The
// one loop of readRegularFile() on every system.
BoundedRead readBounded(qint64 sizeHint, qint64 largestBytes, const std::function<qint64(char *to, qint64 room)> &read,
                        QByteArray *bytes);

} // namespace cm
