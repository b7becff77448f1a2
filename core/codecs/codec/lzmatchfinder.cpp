// SPDX-License-Identifier: GPL-3.0-or-later
#include "lzmatchfinder.h"

#include <algorithm>

namespace cm {
namespace {

constexpr int HashBits = 14;
constexpr std::uint32_t MinimumLength = 3;

} // namespace

LzMatchFinder::LzMatchFinder(const unsigned char *data, std::ptrdiff_t size, Limits limits)
    : m_data(data)
    , m_size(size)
    , m_limits(limits)
    , m_heads(size_t(1) << HashBits, -1)
    , m_previous(size_t(size), -1)
{
}

LzMatch LzMatchFinder::longestAt(std::ptrdiff_t at)
{
    return matchesAt(at, nullptr);
}

LzMatch LzMatchFinder::matchesAt(std::ptrdiff_t at, std::vector<LzMatch> *matches)
{
    for (; m_inserted < at; ++m_inserted)
        insert(m_inserted);
    LzMatch best;
    const std::uint32_t longest = std::uint32_t(std::min<std::ptrdiff_t>(m_size - at, m_limits.maxLength));
    if (longest < MinimumLength)
        return best;
    const std::uint32_t enough = std::min(longest, m_limits.niceLength);
    int steps = 0;
    for (std::int32_t candidate = m_heads[hashAt(at)]; candidate >= 0 && steps < m_limits.chainSteps;
         candidate = m_previous[size_t(candidate)], ++steps) {
        if (m_data[candidate + best.length] != m_data[at + best.length])
            continue; // cannot be longer than the best so far
        const std::uint32_t length = lzMatchLength(m_data + candidate, m_data + at, longest);
        if (length > best.length) {
            best = {length, std::uint32_t(at - candidate)};
            if (matches && length >= MinimumLength)
                matches->push_back(best);
            if (length >= enough)
                break;
        }
    }
    return best.length >= MinimumLength ? best : LzMatch{};
}

size_t LzMatchFinder::hashAt(std::ptrdiff_t at) const
{
    const std::uint32_t prefix = std::uint32_t(m_data[at]) << 16 | std::uint32_t(m_data[at + 1]) << 8 | m_data[at + 2];
    return (prefix * 2654435761u) >> (32 - HashBits);
}

void LzMatchFinder::insert(std::ptrdiff_t at)
{
    if (at + std::ptrdiff_t(MinimumLength) > m_size)
        return;
    const size_t hash = hashAt(at);
    m_previous[size_t(at)] = m_heads[hash];
    m_heads[hash] = std::int32_t(at);
}

} // namespace cm
