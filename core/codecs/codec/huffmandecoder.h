// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include <algorithm>
#include <array>

namespace cm {

// Canonical Huffman decoding for XPRESS and LZX: a table on the next
// `FastBits` bits for the short codes, the canonical ranges for the rest.
// A reader gives peek(n), the next n bits without using them, and
// consume(n).
template <int Symbols, int MaxLength, int FastBits>
class HuffmanDecoder
{
    static_assert(FastBits <= MaxLength);

public:
    // Whether a set of lengths may leave the code empty (LZX's codes of
    // symbols a block never uses); a code with any symbol must be complete.
    enum class Empty { Refused, Allowed };

    bool build(const std::uint8_t *lengths, Empty empty = Empty::Refused)
    {
        std::array<std::uint32_t, MaxLength + 1> count{};
        for (int symbol = 0; symbol < Symbols; ++symbol) {
            if (lengths[symbol] > MaxLength)
                return false;
            ++count[lengths[symbol]];
        }
        std::uint32_t kraft = 0;
        for (int length = 1; length <= MaxLength; ++length)
            kraft += count[size_t(length)] << (MaxLength - length);
        m_empty = kraft == 0;
        if (m_empty)
            return empty == Empty::Allowed;
        if (kraft != 1u << MaxLength)
            return false;
        std::uint32_t code = 0, index = 0;
        for (int length = 1; length <= MaxLength; ++length) {
            m_firstCode[size_t(length)] = code;
            m_firstIndex[size_t(length)] = index;
            m_count[size_t(length)] = count[size_t(length)];
            code = (code + count[size_t(length)]) << 1;
            index += count[size_t(length)];
        }
        m_fast.fill({});
        std::array<std::uint32_t, MaxLength + 1> placed{};
        for (int symbol = 0; symbol < Symbols; ++symbol) {
            const int length = lengths[symbol];
            if (length == 0)
                continue;
            const std::uint32_t rank = placed[size_t(length)]++;
            m_sorted[m_firstIndex[size_t(length)] + rank] = std::uint16_t(symbol);
            if (length <= FastBits) {
                const std::uint32_t first = (m_firstCode[size_t(length)] + rank) << (FastBits - length);
                std::fill_n(m_fast.begin() + first, 1u << (FastBits - length),
                            FastEntry{std::uint16_t(symbol), std::uint8_t(length)});
            }
        }
        return true;
    }

    // The next symbol, consumed; -1 from an empty code.
    template <class Reader>
    int decode(Reader &bits) const
    {
        if (m_empty)
            return -1;
        const FastEntry entry = m_fast[bits.peek(FastBits)];
        if (entry.length) {
            bits.consume(entry.length);
            return entry.symbol;
        }
        for (int length = FastBits + 1; length <= MaxLength; ++length) {
            const std::uint32_t rank = bits.peek(length) - m_firstCode[size_t(length)];
            if (rank < m_count[size_t(length)]) {
                bits.consume(length);
                return m_sorted[m_firstIndex[size_t(length)] + rank];
            }
        }
        return -1;
    }

private:
    struct FastEntry
    {
        std::uint16_t symbol = 0;
        std::uint8_t length = 0; // 0: a longer code
    };
    std::array<FastEntry, 1 << FastBits> m_fast;
    std::array<std::uint32_t, MaxLength + 1> m_firstCode{};
    std::array<std::uint32_t, MaxLength + 1> m_firstIndex{};
    std::array<std::uint32_t, MaxLength + 1> m_count{};
    std::array<std::uint16_t, Symbols> m_sorted{};
    bool m_empty = true;
};

} // namespace cm
