// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/filesetwriter.h"
#include "util/status.h"

#include <QByteArray>
#include <QString>

namespace cm {

// Helpers for data sets copied from an existing tree (a user's folder, the
// operating system's files). Nothing here follows a symbolic link.

// Why an entry that is neither a folder nor a regular file is left out:
// "symbolic link", "FIFO", "socket", "device node" or "special file".
QString specialEntryReason(const QByteArray &path);

// Empty when the regular file `path` can be opened for reading, otherwise
// the reason, e.g. "unreadable: Permission denied".
QString unreadableReason(const QByteArray &path);

// Copies the first `bytes` bytes of the regular file `source` into `sink`,
// a MiB at a time. Fails when `source` is no longer a regular file or has
// become shorter.
Status copyFileInto(const QByteArray &source, qint64 bytes, FileSink &sink);

} // namespace cm
