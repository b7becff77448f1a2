// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How LZX's encoder (lzxcompress.cpp) turns a chunk into literals and
// matches: a lazy parse first, then the cheapest path under the code
// lengths that parse gave.
#include "codec/lzmatchfinder.h"

#include <cstddef>
#include <cstdint>

#include <vector>

namespace cm::lzx {

// One step of a parse: a literal (length 0) or a match with its adjusted
// offset (0-2 a recent offset, else the offset + 2).
struct Step
{
    std::uint32_t length = 0;
    std::uint32_t value = 0; // the literal byte, or the adjusted offset
};

// Greedy matching, taking a better match one byte later instead, and
// preferring the recent offsets.
std::vector<Step> lazyParse(const unsigned char *data, std::ptrdiff_t size);

// The code lengths in bits a parse is priced with: main and length codes.
struct SymbolCosts
{
    std::vector<std::uint8_t> main;
    std::vector<std::uint8_t> length;
};

// Each position's explicit matches, found once for every cheapest parse:
// the nearest offset for each longer length. The positions a match of a
// "nice" length covers have none, so that a long run does not cost a
// length's worth of prices at every byte: such a match is taken as it is.
class MatchTable
{
public:
    MatchTable(const unsigned char *data, std::ptrdiff_t size);

    const LzMatch *begin(std::ptrdiff_t at) const { return m_matches.data() + m_first[size_t(at)]; }
    const LzMatch *end(std::ptrdiff_t at) const { return m_matches.data() + m_first[size_t(at) + 1]; }
    // Whether `at` lies inside a match of a nice length, unsearched.
    bool covered(std::ptrdiff_t at) const { return m_covered[size_t(at)]; }

private:
    std::vector<LzMatch> m_matches;
    std::vector<std::uint32_t> m_first;
    std::vector<bool> m_covered;
};

// The parse whose symbols cost the fewest bits under `costs`, the recent
// offsets followed along each path.
std::vector<Step> cheapestParse(const unsigned char *data, std::ptrdiff_t size, const MatchTable &matches,
                                const SymbolCosts &costs);

} // namespace cm::lzx
