// SPDX-License-Identifier: GPL-3.0-or-later
// LZX's cheapest parse: every position is reached by the cheapest of a
// literal, a match with a recent offset or an explicit match of any length
// up to the longest found, priced with the code lengths of an earlier
// parse. Each position keeps the recent offsets of its cheapest path, so
// the matches after it are priced with the offsets they will really have.
#include "lzxparse.h"

#include "codec/lzmatchfinder.h"
#include "codec/lzxformat.h"

#include <algorithm>
#include <array>
#include <limits>

namespace cm::lzx {
namespace {

// A match this long is taken as it is (MatchTable).
constexpr std::uint32_t NiceLength = 64;
constexpr LzMatchFinder::Limits Search{32, NiceLength, MaximumMatch};
// What a symbol the earlier parse never used is assumed to cost.
constexpr std::uint32_t UnusedSymbolBits = 16;

class Prices
{
public:
    explicit Prices(const SymbolCosts &costs)
    {
        for (size_t symbol = 0; symbol < costs.main.size(); ++symbol)
            m_main[symbol] = bits(costs.main[symbol]);
        for (size_t symbol = 0; symbol < costs.length.size(); ++symbol)
            m_length[symbol] = bits(costs.length[symbol]);
    }

    std::uint32_t literal(unsigned char byte) const { return m_main[byte]; }

    // A match of `length` bytes from `slot`, without the offset's extra bits.
    std::uint32_t match(int slot, std::uint32_t length) const
    {
        const std::uint32_t header = std::min<std::uint32_t>(length - MinimumMatch, PrimaryLengths);
        std::uint32_t price = m_main[size_t(Literals + slot * LengthHeaders) + header];
        if (header == PrimaryLengths)
            price += m_length[length - MinimumMatch - PrimaryLengths];
        return price;
    }

private:
    static std::uint32_t bits(std::uint8_t length) { return length ? length : UnusedSymbolBits; }

    std::array<std::uint32_t, MainSymbols> m_main{};
    std::array<std::uint32_t, LengthSymbols> m_length{};
};

// The cheapest way found to a position so far.
struct Node
{
    std::uint32_t price = std::numeric_limits<std::uint32_t>::max();
    Step step; // the last step on the way here
    RecentOffsetQueue recent;
};

} // namespace

MatchTable::MatchTable(const unsigned char *data, std::ptrdiff_t size)
    : m_first(size_t(size) + 1, 0)
    , m_covered(size_t(size), false)
{
    LzMatchFinder finder(data, size, Search);
    for (std::ptrdiff_t at = 0; at < size; ++at) {
        m_first[size_t(at)] = std::uint32_t(m_matches.size());
        if (m_covered[size_t(at)])
            continue;
        const LzMatch longest = finder.matchesAt(at, &m_matches);
        if (longest.length >= NiceLength)
            std::fill_n(m_covered.begin() + at + 1, longest.length - 1, true);
    }
    m_first[size_t(size)] = std::uint32_t(m_matches.size());
}

std::vector<Step> cheapestParse(const unsigned char *data, std::ptrdiff_t size, const MatchTable &matches,
                                const SymbolCosts &costs)
{
    const Prices prices(costs);
    std::vector<Node> nodes(size_t(size) + 1);
    nodes[0].price = 0;
    const auto offer = [&](std::ptrdiff_t to, std::uint32_t price, Step step, const RecentOffsetQueue &recent) {
        Node &node = nodes[size_t(to)];
        if (price < node.price)
            node = {price, step, recent};
    };
    for (std::ptrdiff_t at = 0; at < size; ++at) {
        const Node &here = nodes[size_t(at)];
        offer(at + 1, here.price + prices.literal(data[at]), {0, data[at]}, here.recent);
        if (matches.covered(at))
            continue;
        const std::uint32_t limit = std::uint32_t(std::min<std::ptrdiff_t>(size - at, MaximumMatch));
        // Matches with a recent offset, from 2 bytes.
        for (std::uint32_t index = 0; index < RecentOffsets; ++index) {
            const std::uint32_t offset = here.recent.offsets[index];
            if (offset > std::uint64_t(at))
                continue;
            const std::uint32_t longest = lzMatchLength(data + at, data + at - offset, limit);
            RecentOffsetQueue recent = here.recent;
            recent.use(index);
            for (std::uint32_t length = longest >= NiceLength ? longest : MinimumMatch; length <= longest; ++length)
                offer(at + length, here.price + prices.match(int(index), length), {length, index}, recent);
        }
        // Explicit matches: each length priced with the nearest offset that reaches it.
        std::uint32_t shorter = 2;
        for (const LzMatch *match = matches.begin(at); match != matches.end(at); ++match) {
            const std::uint32_t adjusted = match->offset + OffsetAdjustment;
            const int slot = slotOf(adjusted);
            RecentOffsetQueue recent = here.recent;
            recent.use(adjusted);
            const std::uint32_t offsetBits = std::uint32_t(extraBits(slot));
            for (std::uint32_t length = std::max(shorter + 1, match->length >= NiceLength ? match->length : 3);
                 length <= match->length; ++length)
                offer(at + length, here.price + prices.match(slot, length) + offsetBits, {length, adjusted}, recent);
            shorter = match->length;
        }
    }
    std::vector<Step> steps;
    for (std::ptrdiff_t at = size; at > 0; at -= std::max<std::ptrdiff_t>(nodes[size_t(at)].step.length, 1))
        steps.push_back(nodes[size_t(at)].step);
    std::reverse(steps.begin(), steps.end());
    return steps;
}

} // namespace cm::lzx
