// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

namespace cm {

// The line protocol between CompressMark and its elevated helper on
// Windows: a request and its reply are one line of UTF-8 each, over a named
// pipe opened for overlapped I/O that the program creates and the helper
// connects to. Every wait also watches `peer`, the other process, so that
// neither side waits on one that has gone.
namespace HelperPipe {

Status writeLine(void *pipe, const QByteArray &line, void *peer);

// Reads up to and without the newline; at most 64 KiB.
Status readLine(void *pipe, QByteArray *line, void *peer);

} // namespace HelperPipe
} // namespace cm
