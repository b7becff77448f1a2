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
constexpr quint32 NiceLength = 64;
constexpr LzMatchFinder::Limits Search{32, NiceLength, MaximumMatch};
// What a symbol the earlier parse never used is assumed to cost.
constexpr quint32 UnusedSymbolBits = 16;

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

    quint32 literal(uchar byte) const { return m_main[byte]; }

    // A match of `length` bytes from `slot`, without the offset's extra bits.
    quint32 match(int slot, quint32 length) const
    {
        const quint32 header = std::min<quint32>(length - MinimumMatch, PrimaryLengths);
        quint32 price = m_main[size_t(Literals + slot * LengthHeaders) + header];
        if (header == PrimaryLengths)
            price += m_length[length - MinimumMatch - PrimaryLengths];
        return price;
    }

private:
    static quint32 bits(quint8 length) { return length ? length : UnusedSymbolBits; }

    std::array<quint32, MainSymbols> m_main{};
    std::array<quint32, LengthSymbols> m_length{};
};

// The cheapest way found to a position so far.
struct Node
{
    quint32 price = std::numeric_limits<quint32>::max();
    Step step; // the last step on the way here
    RecentOffsetQueue recent;
};

} // namespace

MatchTable::MatchTable(const uchar *data, qsizetype size)
    : m_first(size_t(size) + 1, 0)
    , m_covered(size_t(size), false)
{
    LzMatchFinder finder(data, size, Search);
    for (qsizetype at = 0; at < size; ++at) {
        m_first[size_t(at)] = quint32(m_matches.size());
        if (m_covered[size_t(at)])
            continue;
        const LzMatch longest = finder.matchesAt(at, &m_matches);
        if (longest.length >= NiceLength)
            std::fill_n(m_covered.begin() + at + 1, longest.length - 1, true);
    }
    m_first[size_t(size)] = quint32(m_matches.size());
}

std::vector<Step> cheapestParse(const uchar *data, qsizetype size, const MatchTable &matches, const SymbolCosts &costs)
{
    const Prices prices(costs);
    std::vector<Node> nodes(size_t(size) + 1);
    nodes[0].price = 0;
    const auto offer = [&](qsizetype to, quint32 price, Step step, const RecentOffsetQueue &recent) {
        Node &node = nodes[size_t(to)];
        if (price < node.price)
            node = {price, step, recent};
    };
    for (qsizetype at = 0; at < size; ++at) {
        const Node &here = nodes[size_t(at)];
        offer(at + 1, here.price + prices.literal(data[at]), {0, data[at]}, here.recent);
        if (matches.covered(at))
            continue;
        const quint32 limit = quint32(std::min<qsizetype>(size - at, MaximumMatch));
        // Matches with a recent offset, from 2 bytes.
        for (quint32 index = 0; index < RecentOffsets; ++index) {
            const quint32 offset = here.recent.offsets[index];
            if (offset > quint64(at))
                continue;
            const quint32 longest = lzMatchLength(data + at, data + at - offset, limit);
            RecentOffsetQueue recent = here.recent;
            recent.use(index);
            for (quint32 length = longest >= NiceLength ? longest : MinimumMatch; length <= longest; ++length)
                offer(at + length, here.price + prices.match(int(index), length), {length, index}, recent);
        }
        // Explicit matches: each length priced with the nearest offset that reaches it.
        quint32 shorter = 2;
        for (const LzMatch *match = matches.begin(at); match != matches.end(at); ++match) {
            const quint32 adjusted = match->offset + OffsetAdjustment;
            const int slot = slotOf(adjusted);
            RecentOffsetQueue recent = here.recent;
            recent.use(adjusted);
            const quint32 offsetBits = quint32(extraBits(slot));
            for (quint32 length = std::max(shorter + 1, match->length >= NiceLength ? match->length : 3);
                 length <= match->length; ++length)
                offer(at + length, here.price + prices.match(slot, length) + offsetBits, {length, adjusted}, recent);
            shorter = match->length;
        }
    }
    std::vector<Step> steps;
    for (qsizetype at = size; at > 0; at -= std::max<qsizetype>(nodes[size_t(at)].step.length, 1))
        steps.push_back(nodes[size_t(at)].step);
    std::reverse(steps.begin(), steps.end());
    return steps;
}

} // namespace cm::lzx
