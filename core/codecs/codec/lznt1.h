// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace cm {

// LZNT1 as NTFS stores compressed files ([MS-XCA] 2.5): the data in chunks
// of 4 KiB, each behind a 2-byte header, compressed on its own or kept plain.
// NTFS applies it to every 64 KiB compression unit separately.
constexpr qsizetype Lznt1ChunkBytes = 4096;
constexpr qsizetype NtfsCompressionUnitBytes = 16 * Lznt1ChunkBytes;

// The LZNT1 stream for `size` bytes (no end marker: NTFS adds none when the
// stream fills its clusters, and readers stop at the data's end).
QByteArray lznt1Compress(const char *data, qsizetype size);

// Decodes `compressed` into at most `capacity` bytes at `out`; returns how
// many were written, or -1 when the stream is malformed. A zero header ends
// the stream.
qsizetype lznt1Decompress(const char *compressed, qsizetype compressedSize, char *out, qsizetype capacity);

} // namespace cm
