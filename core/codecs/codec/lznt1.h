// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>

namespace cm {

// LZNT1 as NTFS stores compressed files ([MS-XCA] 2.5): the data in chunks
// of 4 KiB, each behind a 2-byte header, compressed on its own or kept plain.
// NTFS applies it to every 64 KiB compression unit separately.
constexpr std::ptrdiff_t Lznt1ChunkBytes = 4096;
constexpr std::ptrdiff_t NtfsCompressionUnitBytes = 16 * Lznt1ChunkBytes;

// The LZNT1 stream for `size` bytes (no end marker: NTFS adds none when the
// stream fills its clusters, and readers stop at the data's end).
std::string lznt1Compress(const char *data, std::ptrdiff_t size);

// Decodes `compressed` into at most `capacity` bytes at `out`; returns how
// many were written, or -1 when the stream is malformed. A zero header ends
// the stream.
std::ptrdiff_t lznt1Decompress(const char *compressed, std::ptrdiff_t compressedSize, char *out,
                               std::ptrdiff_t capacity);

} // namespace cm
