// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include <cstring>

namespace cm {

// An LZ77 decoder's copy of `length` bytes from `offset` back to `to`: a run
// of one byte as such, 8 bytes at a time where the source is that far back
// and the output has room for the last word's overshoot, else byte by byte.
inline void copyMatch(unsigned char *to, std::uint64_t offset, std::uint64_t length, const unsigned char *outputEnd)
{
    const unsigned char *from = to - offset;
    if (offset == 1) {
        std::memset(to, *from, size_t(length));
        return;
    }
    if (offset >= 8 && std::uint64_t(outputEnd - to) >= length + 8) {
        for (const unsigned char *end = to + length; to < end; to += 8, from += 8)
            std::memcpy(to, from, 8);
        return;
    }
    for (; length > 0; --length)
        *to++ = *from++;
}

} // namespace cm
