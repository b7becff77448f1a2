// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codec/littleendian.h"
#include "codec/wordlookahead.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace cm {

// Writes what BitReader reads: bits into 16-bit little-endian words, each
// from its most significant bit, and raw bytes wherever the output has got
// to. A word's place is taken the moment the decoder would load it: when it
// gets its first bit, or with OneWord lookahead when the word before it does
// (two words at the start). Nothing is written past `capacity`, but the
// bytes are still counted so that overflowed() tells the stream did not fit.
template <WordLookahead Lookahead>
class BitWriter
{
public:
    BitWriter(unsigned char *out, std::ptrdiff_t capacity)
        : m_out(out)
        , m_capacity(capacity)
    {
        if constexpr (Lookahead == WordLookahead::OneWord) {
            m_word = reserve(2);
            m_nextWord = reserve(2);
        }
    }

    // The low `count` bits of `bits` (up to 16), the highest first.
    void write(std::uint32_t bits, int count)
    {
        while (count > 0) {
            if (m_count == 0)
                startWord();
            const int taken = std::min(count, 16 - m_count);
            count -= taken;
            m_bits = m_bits << taken | ((bits >> count) & ((1u << taken) - 1));
            m_count += taken;
            if (m_count == 16) {
                put(m_word, std::uint16_t(m_bits));
                m_word = m_nextWord;
                m_nextWord = -1;
                m_bits = 0;
                m_count = 0;
            }
        }
    }

    template <typename T>
    void writeLittleEndian(T value)
    {
        put(reserve(sizeof(T)), value);
    }

    bool overflowed() const { return m_end > m_capacity; }

    // Pads the last word with zeros and writes the word the decoder loads
    // beyond it, if any; returns the bytes written, or 0 when they did not fit.
    std::ptrdiff_t finish()
    {
        if (m_word >= 0)
            put(m_word, std::uint16_t(m_bits << (16 - m_count)));
        if (m_nextWord >= 0)
            put(m_nextWord, std::uint16_t(0));
        return overflowed() ? 0 : m_end;
    }

private:
    // A word gets its first bit: its place is taken, and the next one's too
    // with OneWord lookahead (the decoder loads that one now).
    void startWord()
    {
        if (m_word < 0)
            m_word = reserve(2);
        if constexpr (Lookahead == WordLookahead::OneWord)
            if (m_nextWord < 0)
                m_nextWord = reserve(2);
    }

    std::ptrdiff_t reserve(std::ptrdiff_t bytes)
    {
        const std::ptrdiff_t at = m_end;
        m_end += bytes;
        return at;
    }

    template <typename T>
    void put(std::ptrdiff_t at, T value)
    {
        if (at + std::ptrdiff_t(sizeof(T)) <= m_capacity)
            storeLittleEndian(value, m_out + at);
    }

    unsigned char *m_out;
    std::ptrdiff_t m_capacity;
    std::ptrdiff_t m_end = 0;
    std::ptrdiff_t m_word = -1;     // where the word being filled goes
    std::ptrdiff_t m_nextWord = -1; // and the one after it, once reserved
    std::uint32_t m_bits = 0;
    int m_count = 0; // bits in m_bits
};

} // namespace cm
