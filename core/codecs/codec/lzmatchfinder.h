// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include <vector>

namespace cm {

// A match the LZ77 coders of XPRESS and LZX may use: `length` bytes again
// from `offset` bytes back; length 0 when there is none.
struct LzMatch
{
    std::uint32_t length = 0;
    std::uint32_t offset = 0;
};

// Hash chains over 3-byte prefixes; offsets reach back over the whole input.
class LzMatchFinder
{
public:
    struct Limits
    {
        int chainSteps;           // candidates looked at per position
        std::uint32_t niceLength; // a match this long is taken without looking further
        std::uint32_t maxLength;  // the format's longest match
    };

    LzMatchFinder(const unsigned char *data, std::ptrdiff_t size, Limits limits);

    // The longest earlier match at `at` that reaches 3 bytes; positions
    // must be asked in increasing order.
    LzMatch longestAt(std::ptrdiff_t at);
    // The same, with every match on the way that was longer than those
    // before it appended to `matches`: the nearest offset for each length.
    LzMatch matchesAt(std::ptrdiff_t at, std::vector<LzMatch> *matches);

private:
    size_t hashAt(std::ptrdiff_t at) const;
    void insert(std::ptrdiff_t at);

    const unsigned char *m_data;
    std::ptrdiff_t m_size;
    Limits m_limits;
    std::ptrdiff_t m_inserted = 0;
    std::vector<std::int32_t> m_heads;
    std::vector<std::int32_t> m_previous;
};

// How many bytes at `a` and `b` agree, up to `limit`.
inline std::uint32_t lzMatchLength(const unsigned char *a, const unsigned char *b, std::uint32_t limit)
{
    std::uint32_t length = 0;
    while (length < limit && a[length] == b[length])
        ++length;
    return length;
}

} // namespace cm
