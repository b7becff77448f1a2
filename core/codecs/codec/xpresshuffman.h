// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace cm {

// LZ77+Huffman ([MS-XCA] 2.1 and 2.2), the format WOF's XPRESS4K, 8K and
// 16K store each chunk of a compressed file in: 256 bytes holding the 512
// symbols' 4-bit code lengths, then 16-bit words of Huffman codes, with the
// extra bytes of long matches between them where Microsoft's decoder looks.
// One code table covers 64 KiB of data, as much as one call takes.
constexpr std::ptrdiff_t XpressHuffmanMaxInput = 64 * 1024;

// Compresses `size` bytes (1 to 64 KiB) into at most `capacity` bytes at
// `out`; returns how many were written, or 0 when they would not fit.
std::ptrdiff_t xpressHuffmanCompress(const char *data, std::ptrdiff_t size, char *out, std::ptrdiff_t capacity);

// Decodes exactly `size` bytes (up to 64 KiB) into `out`; false when the
// stream is malformed or ends before them.
bool xpressHuffmanDecompress(const char *in, std::ptrdiff_t inSize, char *out, std::ptrdiff_t size);

} // namespace cm
