// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codec/littleendian.h"
#include "codec/wordlookahead.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace cm {

// The bits of LZX and XPRESS Huffman: 16-bit little-endian words, each
// placed below the bits still held in a 32-bit buffer and used from its
// most significant bit, loaded when the lookahead says (wordlookahead.h);
// raw bytes come from right after the last word loaded.
//
// Past the end of the input (a lone last byte too) a word reads as zeros,
// so that a peek near the end still works, and the stream is refused
// (overrun()) once one of those bits is consumed. With OneWord lookahead it
// is refused as soon as such a word is loaded: the encoder writes every
// word the decoder loads, so one missing means the stream was cut. A raw
// read past the end reads nothing and is refused too.
template <WordLookahead Lookahead>
class BitReader
{
public:
    BitReader(const unsigned char *in, std::ptrdiff_t size)
        : m_next(in)
        , m_end(in + size)
    {
        if constexpr (Lookahead == WordLookahead::OneWord) {
            loadWord();
            loadWord();
        }
    }

    // The next `count` bits (1 to 16), without using them.
    std::uint32_t peek(int count)
    {
        ensure(count);
        return m_bits >> (32 - count);
    }

    void consume(int count)
    {
        m_bits <<= count;
        m_left -= count;
        if (m_left < m_missing)
            m_overrun = true;
        if constexpr (Lookahead == WordLookahead::OneWord)
            ensure(16);
    }

    std::uint32_t take(int count)
    {
        if (count == 0)
            return 0;
        const std::uint32_t value = peek(count);
        consume(count);
        return value;
    }

    // LZX's uncompressed block header: the bits loaded so far are dropped,
    // a whole word when none are.
    void align()
    {
        static_assert(Lookahead == WordLookahead::None);
        ensure(1);
        m_bits = 0;
        m_left = 0;
        m_missing = 0;
    }

    bool readBytes(unsigned char *to, std::ptrdiff_t count)
    {
        if (m_end - m_next < count) {
            m_overrun = true;
            return false;
        }
        std::memcpy(to, m_next, size_t(count));
        m_next += count;
        return true;
    }

    // 0 past the end.
    template <typename T>
    T readLittleEndian()
    {
        unsigned char bytes[sizeof(T)];
        return readBytes(bytes, sizeof(T)) ? loadLittleEndian<T>(bytes) : T(0);
    }

    bool overrun() const { return m_overrun; }

private:
    void ensure(int count)
    {
        if (m_left < count)
            loadWord();
    }

    void loadWord()
    {
        if (m_end - m_next >= 2) {
            m_bits |= std::uint32_t(loadLittleEndian<std::uint16_t>(m_next)) << (16 - m_left);
            m_next += 2;
        } else {
            m_missing += 16;
            if constexpr (Lookahead == WordLookahead::OneWord)
                m_overrun = true;
        }
        m_left += 16;
    }

    const unsigned char *m_next;
    const unsigned char *m_end;
    std::uint32_t m_bits = 0;
    int m_left = 0;    // bits in m_bits, from the top
    int m_missing = 0; // of those, the last ones read past the end
    bool m_overrun = false;
};

} // namespace cm
