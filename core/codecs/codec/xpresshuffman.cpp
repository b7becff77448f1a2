// SPDX-License-Identifier: GPL-3.0-or-later
#include "xpresshuffman.h"

#include "codec/bitreader.h"
#include "codec/bitwriter.h"
#include "codec/huffmancode.h"
#include "codec/huffmandecoder.h"
#include "codec/lzmatchfinder.h"
#include "codec/matchcopy.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace cm {
namespace {

constexpr int Symbols = 512; // 256 literals, then matches: 16 offset sizes x 16 length headers
constexpr int EndOfData = 256;
constexpr int TableBytes = Symbols / 2;
constexpr int MaxCodeLength = 15;
constexpr int MinimumMatch = 3;
constexpr LzMatchFinder::Limits Search{64, 256, std::uint32_t(XpressHuffmanMaxInput)};

// One step of the parse: a literal (length 0) or a match.
struct Item
{
    std::uint32_t length = 0;
    std::uint32_t value = 0; // the literal byte, or the match's offset
};

int highestBit(std::uint32_t value)
{
    return std::bit_width(value) - 1;
}

int symbolOf(const Item &item)
{
    if (item.length == 0)
        return int(item.value);
    return 256 + (highestBit(item.value) << 4) + int(std::min<std::uint32_t>(item.length - MinimumMatch, 15));
}

// Greedy matching with one step of lazy evaluation: a longer match starting
// one byte later wins over the one here.
std::vector<Item> parse(const unsigned char *data, std::ptrdiff_t size)
{
    LzMatchFinder finder(data, size, Search);
    std::vector<Item> items;
    items.reserve(size_t(size));
    std::ptrdiff_t at = 0;
    const auto longestAt = [&](std::ptrdiff_t from) {
        const LzMatch match = finder.longestAt(from);
        return Item{match.length, match.offset};
    };
    Item match = longestAt(0);
    while (at < size) {
        if (match.length == 0) {
            items.push_back({0, data[at]});
            ++at;
        } else {
            const Item later = at + 1 < size ? longestAt(at + 1) : Item{};
            if (later.length > match.length) {
                items.push_back({0, data[at]});
                ++at;
                match = later;
                continue;
            }
            items.push_back(match);
            at += match.length;
        }
        match = at < size ? longestAt(at) : Item{};
    }
    return items;
}

// Huffman codes and the offsets' extra bits fill 16-bit words; the extra
// bytes of long matches go after the word the decoder has loaded ahead.
using XpressBitWriter = BitWriter<WordLookahead::OneWord>;
using XpressBitReader = BitReader<WordLookahead::OneWord>;

} // namespace

std::ptrdiff_t xpressHuffmanCompress(const char *data, std::ptrdiff_t size, char *out, std::ptrdiff_t capacity)
{
    if (size <= 0 || size > XpressHuffmanMaxInput || capacity <= TableBytes)
        return 0;
    const std::vector<Item> items = parse(reinterpret_cast<const unsigned char *>(data), size);
    std::vector<std::uint32_t> frequencies(Symbols, 0);
    for (const Item &item : items)
        ++frequencies[size_t(symbolOf(item))];
    ++frequencies[EndOfData];
    const std::vector<std::uint8_t> lengths = huffmanCodeLengths(frequencies, MaxCodeLength);
    const std::vector<std::uint16_t> codes = canonicalHuffmanCodes(lengths);

    auto *target = reinterpret_cast<unsigned char *>(out);
    for (int i = 0; i < TableBytes; ++i)
        target[i] = static_cast<unsigned char>(lengths[size_t(2 * i)] | lengths[size_t(2 * i + 1)] << 4);
    XpressBitWriter stream(target + TableBytes, capacity - TableBytes);
    const auto writeSymbol = [&](int symbol) { stream.write(codes[size_t(symbol)], lengths[size_t(symbol)]); };
    for (const Item &item : items) {
        if (stream.overflowed())
            return 0;
        writeSymbol(symbolOf(item));
        if (item.length == 0)
            continue;
        // Lengths past the symbol's 4 bits: a byte, or 255 then all of it in 16 bits.
        const std::uint32_t lengthHeader = item.length - MinimumMatch;
        if (lengthHeader >= 15 && lengthHeader - 15 < 255) {
            stream.writeLittleEndian(static_cast<unsigned char>(lengthHeader - 15));
        } else if (lengthHeader >= 15) {
            stream.writeLittleEndian<unsigned char>(255);
            stream.writeLittleEndian(std::uint16_t(lengthHeader));
        }
        const int offsetBits = highestBit(item.value);
        stream.write(item.value - (1u << offsetBits), offsetBits);
    }
    writeSymbol(EndOfData);
    const std::ptrdiff_t written = stream.finish();
    return written ? TableBytes + written : 0;
}

bool xpressHuffmanDecompress(const char *in, std::ptrdiff_t inSize, char *out, std::ptrdiff_t size)
{
    if (size < 0 || size > XpressHuffmanMaxInput || inSize < TableBytes)
        return false;
    const auto *input = reinterpret_cast<const unsigned char *>(in);
    std::array<std::uint8_t, Symbols> lengths;
    for (int i = 0; i < TableBytes; ++i) {
        lengths[size_t(2 * i)] = input[i] & 0x0F;
        lengths[size_t(2 * i + 1)] = input[i] >> 4;
    }
    HuffmanDecoder<Symbols, MaxCodeLength, 10> decoder;
    if (!decoder.build(lengths.data()))
        return false;
    XpressBitReader bits(input + TableBytes, inSize - TableBytes);
    auto *output = reinterpret_cast<unsigned char *>(out);
    std::ptrdiff_t written = 0;
    while (written < size && !bits.overrun()) {
        const int symbol = decoder.decode(bits);
        if (symbol < 0)
            return false;
        if (symbol < 256) {
            output[written++] = static_cast<unsigned char>(symbol);
            continue;
        }
        std::uint64_t length = std::uint32_t(symbol - 256) & 0x0F;
        const int offsetBits = (symbol - 256) >> 4;
        if (length == 15) {
            length = bits.readLittleEndian<std::uint8_t>();
            if (length == 255) {
                length = bits.readLittleEndian<std::uint16_t>();
                if (length == 0)
                    length = bits.readLittleEndian<std::uint32_t>();
                if (length < 15)
                    return false;
                length -= 15;
            }
            length += 15;
        }
        length += MinimumMatch;
        const std::uint64_t offset = bits.take(offsetBits) + (std::uint64_t(1) << offsetBits);
        if (offset > std::uint64_t(written) || length > std::uint64_t(size - written))
            return false;
        copyMatch(output + written, offset, length, output + size);
        written += std::ptrdiff_t(length);
    }
    return !bits.overrun();
}

} // namespace cm
