// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>
#include <QString>

namespace cm {

// Reads the whole of the regular file at `path` into `bytes`, when it holds
// at most `largestBytes`. Anything else is refused with a message naming
// the file, before it is read: a folder, a named pipe (which would block
// the reader forever), a device (whose size says nothing: /dev/zero never
// ends), a socket; and a file larger than `largestBytes`, which is found by
// reading no more than one byte past it, not by trusting its size. A link
// is followed: reading through it changes nothing.
Status readRegularFile(const QString &path, qint64 largestBytes, QByteArray *bytes);

#ifndef Q_OS_WIN
// "a folder", "a named pipe (FIFO)", ... for a file mode that is not a
// regular file's, to say in a message what was found instead (Linux's
// st_mode; Windows has no such bits).
QString fileKindName(unsigned int mode);
#endif

} // namespace cm
