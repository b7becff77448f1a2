// SPDX-License-Identifier: GPL-3.0-or-later
// LZX's encoder: the chunk parsed (lzxparse.h), then written as one
// verbatim or aligned block.
#include "lzx.h"

#include "codec/bitwriter.h"
#include "codec/huffmancode.h"
#include "codec/lzxformat.h"
#include "codec/lzxparse.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace cm {
namespace {

using namespace lzx;

// Cheapest parses after the lazy one, each priced with the codes of the one
// before: a second stored books 0.5 % and system files 0.3 % smaller.
constexpr int CheapestParses = 2;

struct Frequencies
{
    std::vector<std::uint32_t> main = std::vector<std::uint32_t>(MainSymbols, 0);
    std::vector<std::uint32_t> length = std::vector<std::uint32_t>(LengthSymbols, 0);
    std::vector<std::uint32_t> aligned = std::vector<std::uint32_t>(AlignedSymbols, 0);
};

int mainSymbolOf(const Step &step)
{
    if (step.length == 0)
        return int(step.value);
    const std::uint32_t lengthHeader = std::min<std::uint32_t>(step.length - MinimumMatch, PrimaryLengths);
    return Literals + slotOf(step.value) * LengthHeaders + int(lengthHeader);
}

Frequencies countSymbols(const std::vector<Step> &steps)
{
    Frequencies frequencies;
    for (const Step &step : steps) {
        ++frequencies.main[size_t(mainSymbolOf(step))];
        if (step.length >= MinimumMatch + PrimaryLengths)
            ++frequencies.length[step.length - MinimumMatch - PrimaryLengths];
        if (step.length && slotOf(step.value) >= FirstAlignedSlot)
            ++frequencies.aligned[step.value % AlignedSymbols];
    }
    return frequencies;
}

// Words follow one another: the encoder writes no uncompressed block, the
// only kind with raw bytes.
using LzxBitWriter = BitWriter<WordLookahead::None>;

struct Code
{
    std::vector<std::uint8_t> lengths;
    std::vector<std::uint16_t> codes;

    explicit Code(std::vector<std::uint8_t> codeLengths)
        : lengths(std::move(codeLengths))
        , codes(canonicalHuffmanCodes(lengths))
    {
    }

    void write(LzxBitWriter &out, size_t symbol) const { out.write(codes[symbol], lengths[symbol]); }
};

// A code's lengths as the decoder reads them: runs and differences, coded
// by a pretree whose own lengths come first in 4 bits each. The chunk is one
// block, so every length differs from an earlier length of 0.
void writeLengths(LzxBitWriter &out, const std::uint8_t *lengths, int count)
{
    struct Item
    {
        std::uint8_t symbol;
        std::uint8_t extra = 0;    // the run's extra bits
        std::uint8_t repeated = 0; // symbol 19's length, as a difference
    };
    const auto difference = [](std::uint8_t length) { return std::uint8_t((17 - length) % 17); };
    std::vector<Item> items;
    for (int start = 0; start < count;) {
        const std::uint8_t length = lengths[start];
        int run = 1;
        while (start + run < count && lengths[start + run] == length)
            ++run;
        start += run;
        if (length == 0) {
            for (; run >= 20; run -= 20 + items.back().extra)
                items.push_back({18, std::uint8_t(std::min(run - 20, 31))});
            if (run >= 4) {
                items.push_back({17, std::uint8_t(std::min(run - 4, 15))});
                run -= 4 + items.back().extra;
            }
        } else {
            for (; run >= 4; run -= 4 + items.back().extra)
                items.push_back({19, std::uint8_t(run > 4), difference(length)});
        }
        for (; run > 0; --run)
            items.push_back({difference(length)});
    }
    std::vector<std::uint32_t> frequencies(PretreeSymbols, 0);
    for (const Item &item : items) {
        ++frequencies[item.symbol];
        if (item.symbol == 19)
            ++frequencies[item.repeated];
    }
    const Code pretree(huffmanCodeLengths(frequencies, MaxPretreeLength));
    for (std::uint8_t length : pretree.lengths)
        out.write(length, 4);
    for (const Item &item : items) {
        pretree.write(out, item.symbol);
        if (item.symbol == 17)
            out.write(item.extra, 4);
        else if (item.symbol == 18)
            out.write(item.extra, 5);
        else if (item.symbol == 19) {
            out.write(item.extra, 1);
            pretree.write(out, item.repeated);
        }
    }
}

// Aligned blocks code the low 3 bits of far offsets with a Huffman code:
// worth its 24-bit table only when those bits are skewed enough.
bool alignedPays(const Frequencies &frequencies, const Code &aligned)
{
    std::uint64_t verbatimBits = 0, alignedBits = AlignedSymbols * 3;
    for (size_t symbol = 0; symbol < AlignedSymbols; ++symbol) {
        verbatimBits += std::uint64_t(AlignedBits) * frequencies.aligned[symbol];
        alignedBits += std::uint64_t(aligned.lengths[symbol]) * frequencies.aligned[symbol];
    }
    return verbatimBits > 0 && alignedBits < verbatimBits;
}

} // namespace

std::ptrdiff_t lzxCompress(const char *data, std::ptrdiff_t size, char *out, std::ptrdiff_t capacity)
{
    if (size <= 0 || size > LzxMaxInput || capacity <= 0)
        return 0;
    std::vector<unsigned char> input(reinterpret_cast<const unsigned char *>(data),
                                     reinterpret_cast<const unsigned char *>(data) + size);
    translateCalls(input.data(), size);
    std::vector<Step> steps = lazyParse(input.data(), size);
    const MatchTable matches(input.data(), size);
    for (int parse = 0; parse < CheapestParses; ++parse) {
        const Frequencies counted = countSymbols(steps);
        steps = cheapestParse(input.data(), size, matches,
                              {huffmanCodeLengths(counted.main, MaxMainLength),
                               huffmanCodeLengths(counted.length, MaxLengthLength)});
    }
    const Frequencies frequencies = countSymbols(steps);
    const Code main(huffmanCodeLengths(frequencies.main, MaxMainLength));
    const Code length(huffmanCodeLengths(frequencies.length, MaxLengthLength));
    const Code aligned(huffmanCodeLengths(frequencies.aligned, MaxAlignedLength));
    const bool isAligned = alignedPays(frequencies, aligned);

    LzxBitWriter stream(reinterpret_cast<unsigned char *>(out), capacity);
    stream.write(isAligned ? Aligned : Verbatim, 3);
    if (std::uint32_t(size) == DefaultBlockSize) {
        stream.write(1, 1);
    } else {
        stream.write(0, 1);
        stream.write(std::uint32_t(size), 16);
    }
    if (isAligned)
        for (std::uint8_t bits : aligned.lengths)
            stream.write(bits, 3);
    writeLengths(stream, main.lengths.data(), Literals);
    writeLengths(stream, main.lengths.data() + Literals, MainSymbols - Literals);
    writeLengths(stream, length.lengths.data(), LengthSymbols);
    for (const Step &step : steps) {
        if (stream.overflowed())
            return 0;
        main.write(stream, size_t(mainSymbolOf(step)));
        if (step.length == 0)
            continue;
        if (step.length >= MinimumMatch + PrimaryLengths)
            length.write(stream, step.length - MinimumMatch - PrimaryLengths);
        const int slot = slotOf(step.value);
        const std::uint32_t extra = step.value - SlotBase[size_t(slot)];
        if (isAligned && slot >= FirstAlignedSlot) {
            stream.write(extra >> AlignedBits, extraBits(slot) - AlignedBits);
            aligned.write(stream, extra % AlignedSymbols);
        } else {
            stream.write(extra, extraBits(slot));
        }
    }
    return stream.finish();
}

} // namespace cm
