// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace cm {

// LZX as WIM files and WOF's LZX store each 32 KiB chunk: the E8 (x86 call)
// translation, then blocks of Huffman-coded literals and matches with three
// recent offsets, 16-bit little-endian words read from the most significant
// bit. The chunk is the window: nothing refers to an earlier chunk.
constexpr std::ptrdiff_t LzxMaxInput = 32 * 1024;

// Compresses `size` bytes (1 to 32 KiB) into at most `capacity` bytes at
// `out`; returns how many were written, or 0 when they would not fit.
std::ptrdiff_t lzxCompress(const char *data, std::ptrdiff_t size, char *out, std::ptrdiff_t capacity);

// Decodes exactly `size` bytes (up to 32 KiB) into `out`; false when the
// stream is malformed or ends before them.
bool lzxDecompress(const char *in, std::ptrdiff_t inSize, char *out, std::ptrdiff_t size);

} // namespace cm
