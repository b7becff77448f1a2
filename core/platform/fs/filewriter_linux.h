// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

namespace cm {

// Creates `path` (it must not exist) holding exactly `data`; on any failure
// the partial file is removed and the message names the path and the cause.
Status writeNewFile(const QByteArray &path, const QByteArray &data);

// write(2) until all of `data` is written or an error occurs.
bool writeAll(int fd, const char *data, qint64 size);

} // namespace cm
