// SPDX-License-Identifier: GPL-3.0-or-later
// LZX's lazy parse: at each position the longest match, or a longer one a
// byte later, with the recent offsets preferred where they do as well.
#include "lzxparse.h"

#include "codec/lzmatchfinder.h"
#include "codec/lzxformat.h"

#include <algorithm>

namespace cm::lzx {
namespace {

constexpr LzMatchFinder::Limits Search{64, 128, MaximumMatch};

// A match the parse may take, and how good it looks: longer is better,
// and near or recent offsets cost fewer bits.
struct Candidate
{
    Step step;
    std::uint32_t score = 0;
};

Candidate explicitCandidate(const LzMatch &match)
{
    const std::uint32_t adjusted = match.offset + OffsetAdjustment;
    return {{match.length, adjusted}, match.length + (adjusted < 4096) + (adjusted < 256)};
}

// The longest match at `at` with one of the recent offsets, from 3 bytes.
Candidate recentCandidate(const unsigned char *data, std::ptrdiff_t size, std::ptrdiff_t at,
                          const RecentOffsetQueue &recent)
{
    Candidate best;
    const std::uint32_t limit = std::uint32_t(std::min<std::ptrdiff_t>(size - at, MaximumMatch));
    for (std::uint32_t index = 0; index < RecentOffsets; ++index) {
        const std::uint32_t offset = recent.offsets[index];
        if (offset > std::uint64_t(at))
            continue;
        const std::uint32_t length = lzMatchLength(data + at, data + at - offset, limit);
        if (length >= 3 && length > best.step.length)
            best = {{length, index}, length + 3};
    }
    return best;
}

class Parser
{
public:
    Parser(const unsigned char *data, std::ptrdiff_t size)
        : m_data(data)
        , m_size(size)
        , m_finder(data, size, Search)
    {
    }

    std::vector<Step> parse()
    {
        std::vector<Step> steps;
        steps.reserve(size_t(m_size));
        std::ptrdiff_t at = 0;
        while (at < m_size) {
            Candidate current = bestAt(at);
            // One byte later may start a better match.
            while (current.step.length && current.step.length < Search.niceLength && at + 1 < m_size) {
                const Candidate later = bestAt(at + 1);
                if (later.score <= current.score)
                    break;
                steps.push_back({0, m_data[at++]});
                current = later;
            }
            if (current.step.length == 0) {
                steps.push_back({0, m_data[at++]});
                continue;
            }
            m_recent.use(current.step.value);
            steps.push_back(current.step);
            at += current.step.length;
        }
        return steps;
    }

private:
    Candidate bestAt(std::ptrdiff_t at)
    {
        const LzMatch match = m_finder.longestAt(at);
        const Candidate recent = recentCandidate(m_data, m_size, at, m_recent);
        if (match.length == 0)
            return recent;
        // A short match far back costs more than its bytes as literals.
        if (match.length == 3 && match.offset >= 8192 - OffsetAdjustment)
            return recent;
        const Candidate explicitMatch = explicitCandidate(match);
        return recent.step.length && recent.score >= explicitMatch.score ? recent : explicitMatch;
    }

    const unsigned char *m_data;
    std::ptrdiff_t m_size;
    LzMatchFinder m_finder;
    RecentOffsetQueue m_recent;
};

} // namespace

std::vector<Step> lazyParse(const unsigned char *data, std::ptrdiff_t size)
{
    return Parser(data, size).parse();
}

} // namespace cm::lzx
