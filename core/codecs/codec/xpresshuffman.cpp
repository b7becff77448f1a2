// SPDX-License-Identifier: GPL-3.0-or-later
#include "xpresshuffman.h"

#include "codec/bitreader.h"
#include "codec/huffmancode.h"
#include "codec/huffmandecoder.h"
#include "codec/lzmatchfinder.h"
#include "codec/matchcopy.h"

#include "codec/littleendian.h"

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

// Huffman codes fill 16-bit little-endian words from their most significant
// bit; the extra bytes of long matches go wherever the output has got to.
// Microsoft's decoder holds two words beyond what it has used and loads
// another as soon as it uses a bit of the second, so a word's place is taken
// in the output the moment the one before it gets its first bit.
class StreamWriter
{
public:
    StreamWriter(unsigned char *out, std::ptrdiff_t capacity)
        : m_out(out)
        , m_capacity(capacity)
    {
        m_word = reserve(2);
        m_nextWord = reserve(2);
    }

    void writeBits(std::uint32_t bits, int count)
    {
        while (count > 0) {
            if (m_count == 0 && m_nextWord < 0)
                m_nextWord = reserve(2);
            const int taken = std::min(count, 16 - m_count);
            count -= taken;
            m_bits = m_bits << taken | ((bits >> count) & ((1u << taken) - 1));
            m_count += taken;
            if (m_count == 16) {
                put16(m_word, std::uint16_t(m_bits));
                m_word = m_nextWord;
                m_nextWord = -1;
                m_bits = 0;
                m_count = 0;
            }
        }
    }

    void writeByte(unsigned char byte)
    {
        const std::ptrdiff_t at = reserve(1);
        if (at < m_capacity)
            m_out[at] = byte;
    }

    void writeLe16(std::uint16_t value) { put16(reserve(2), value); }

    bool overflowed() const { return m_end > m_capacity; }

    // Pads the last word and writes the one the decoder loads beyond it;
    // returns the bytes written, or 0 when they did not fit.
    std::ptrdiff_t finish()
    {
        put16(m_word, std::uint16_t(m_bits << (16 - m_count)));
        if (m_nextWord >= 0)
            put16(m_nextWord, 0);
        return overflowed() ? 0 : m_end;
    }

private:
    std::ptrdiff_t reserve(std::ptrdiff_t bytes)
    {
        const std::ptrdiff_t at = m_end;
        m_end += bytes;
        return at;
    }

    void put16(std::ptrdiff_t at, std::uint16_t value)
    {
        if (at + 2 <= m_capacity)
            storeLittleEndian(value, m_out + at);
    }

    unsigned char *m_out;
    std::ptrdiff_t m_capacity;
    std::ptrdiff_t m_end = 0;
    std::ptrdiff_t m_word = -1;
    std::ptrdiff_t m_nextWord = -1;
    std::uint32_t m_bits = 0;
    int m_count = 0;
};

// What StreamWriter writes, as [MS-XCA] 2.2.4 reads it.
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
    StreamWriter stream(target + TableBytes, capacity - TableBytes);
    const auto writeSymbol = [&](int symbol) { stream.writeBits(codes[size_t(symbol)], lengths[size_t(symbol)]); };
    for (const Item &item : items) {
        if (stream.overflowed())
            return 0;
        writeSymbol(symbolOf(item));
        if (item.length == 0)
            continue;
        // Lengths past the symbol's 4 bits: a byte, or 255 then all of it in 16 bits.
        const std::uint32_t lengthHeader = item.length - MinimumMatch;
        if (lengthHeader >= 15 && lengthHeader - 15 < 255) {
            stream.writeByte(static_cast<unsigned char>(lengthHeader - 15));
        } else if (lengthHeader >= 15) {
            stream.writeByte(255);
            stream.writeLe16(std::uint16_t(lengthHeader));
        }
        const int offsetBits = highestBit(item.value);
        stream.writeBits(item.value - (1u << offsetBits), offsetBits);
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
