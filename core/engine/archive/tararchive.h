// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"

#include <QByteArray>

namespace cm {

// One uncompressed tar archive of a tree, written and read with libarchive:
// article 001's archiver test without the CPU-bound compression, so that
// the drive is what is measured. Links and special files are not data and
// are left out.
namespace TarArchive {

// Writes every folder and regular file below `from` into the new file
// `archive` and flushes it to the drive. Counts the data bytes and files.
Status pack(const QByteArray &from, const QByteArray &archive, TransferCounters &counters, const Cancellation &cancel);

// Extracts `archive` into the new folder `to` (refusing absolute paths,
// ".." and links) and counts the data bytes and files.
Status unpack(const QByteArray &archive, const QByteArray &to, TransferCounters &counters, const Cancellation &cancel);

} // namespace TarArchive
} // namespace cm
