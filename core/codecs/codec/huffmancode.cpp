// SPDX-License-Identifier: GPL-3.0-or-later
#include "huffmancode.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace cm {
namespace {

// Depths of a Huffman tree over `weights` sorted ascending (two or more),
// built with the two-queue method.
std::vector<int> treeDepths(const std::vector<std::uint64_t> &weights)
{
    const size_t leaves = weights.size();
    std::vector<std::uint64_t> weight(weights);
    weight.resize(2 * leaves - 1);
    std::vector<size_t> parent(2 * leaves - 1, 0);
    size_t nextLeaf = 0, nextInternal = leaves;
    const auto takeLightest = [&](size_t made) {
        if (nextLeaf < leaves && (nextInternal >= made || weight[nextLeaf] <= weight[nextInternal]))
            return nextLeaf++;
        return nextInternal++;
    };
    for (size_t made = leaves; made < weight.size(); ++made) {
        const size_t a = takeLightest(made);
        const size_t b = takeLightest(made);
        weight[made] = weight[a] + weight[b];
        parent[a] = parent[b] = made;
    }
    std::vector<int> depth(weight.size(), 0);
    for (size_t node = weight.size() - 1; node-- > 0;)
        depth[node] = depth[parent[node]] + 1;
    depth.resize(leaves);
    return depth;
}

} // namespace

std::vector<std::uint8_t> huffmanCodeLengths(const std::vector<std::uint32_t> &frequencies, int maxLength)
{
    const int symbols = int(frequencies.size());
    std::vector<std::uint8_t> lengths(size_t(symbols), 0);
    std::vector<int> used;
    for (int symbol = 0; symbol < symbols; ++symbol)
        if (frequencies[size_t(symbol)])
            used.push_back(symbol);
    if (used.empty() || symbols < 2)
        return lengths;
    // A complete code needs two symbols at least.
    if (used.size() == 1)
        used.insert(used.begin(), used.front() == 0 ? 1 : 0);
    const auto rarerFirst
        = [&](int a, int b) { return std::pair(frequencies[size_t(a)], a) < std::pair(frequencies[size_t(b)], b); };
    std::sort(used.begin(), used.end(), rarerFirst);
    std::vector<std::uint64_t> weights;
    for (int symbol : used)
        weights.push_back(std::max<std::uint64_t>(frequencies[size_t(symbol)], 1));
    std::vector<int> depths = treeDepths(weights);
    // Too deep a tree is rebuilt from flatter frequencies until it fits.
    while (*std::max_element(depths.begin(), depths.end()) > maxLength) {
        for (std::uint64_t &weight : weights)
            weight = (weight + 1) / 2;
        depths = treeDepths(weights);
    }
    std::sort(depths.begin(), depths.end(), std::greater<>());
    for (size_t i = 0; i < used.size(); ++i)
        lengths[size_t(used[i])] = std::uint8_t(depths[i]);
    return lengths;
}

std::vector<std::uint16_t> canonicalHuffmanCodes(const std::vector<std::uint8_t> &lengths)
{
    std::vector<std::uint16_t> codes(lengths.size(), 0);
    const int longest = lengths.empty() ? 0 : *std::max_element(lengths.begin(), lengths.end());
    std::uint32_t code = 0;
    for (int length = 1; length <= longest; ++length) {
        for (size_t symbol = 0; symbol < lengths.size(); ++symbol)
            if (lengths[symbol] == length)
                codes[symbol] = std::uint16_t(code++);
        code <<= 1;
    }
    return codes;
}

} // namespace cm
