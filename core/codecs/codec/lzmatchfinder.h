// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace cm {

// A match the LZ77 coders of XPRESS and LZX may use: `length` bytes again
// from `offset` bytes back; length 0 when there is none.
struct LzMatch
{
    quint32 length = 0;
    quint32 offset = 0;
};

// Hash chains over 3-byte prefixes; offsets reach back over the whole input.
class LzMatchFinder
{
public:
    struct Limits
    {
        int chainSteps; // candidates looked at per position
        quint32 niceLength; // a match this long is taken without looking further
        quint32 maxLength; // the format's longest match
    };

    LzMatchFinder(const uchar *data, qsizetype size, Limits limits);

    // The longest earlier match at `at` that reaches 3 bytes; positions
    // must be asked in increasing order.
    LzMatch longestAt(qsizetype at);
    // The same, with every match on the way that was longer than those
    // before it appended to `matches`: the nearest offset for each length.
    LzMatch matchesAt(qsizetype at, std::vector<LzMatch> *matches);

private:
    size_t hashAt(qsizetype at) const;
    void insert(qsizetype at);

    const uchar *m_data;
    qsizetype m_size;
    Limits m_limits;
    qsizetype m_inserted = 0;
    std::vector<qint32> m_heads;
    std::vector<qint32> m_previous;
};

// How many bytes at `a` and `b` agree, up to `limit`.
inline quint32 lzMatchLength(const uchar *a, const uchar *b, quint32 limit)
{
    quint32 length = 0;
    while (length < limit && a[length] == b[length])
        ++length;
    return length;
}

} // namespace cm
