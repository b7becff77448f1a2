// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstring>

namespace cm {

// An LZ77 decoder's copy of `length` bytes from `offset` back to `to`: a run
// of one byte as such, 8 bytes at a time where the source is that far back
// and the output has room for the last word's overshoot, else byte by byte.
inline void copyMatch(uchar *to, quint64 offset, quint64 length, const uchar *outputEnd)
{
    const uchar *from = to - offset;
    if (offset == 1) {
        std::memset(to, *from, size_t(length));
        return;
    }
    if (offset >= 8 && quint64(outputEnd - to) >= length + 8) {
        for (const uchar *end = to + length; to < end; to += 8, from += 8)
            std::memcpy(to, from, 8);
        return;
    }
    for (; length > 0; --length)
        *to++ = *from++;
}

} // namespace cm
