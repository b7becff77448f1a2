// SPDX-License-Identifier: GPL-3.0-or-later
#include "xpresshuffman.h"

#include "codec/huffmancode.h"
#include "codec/huffmandecoder.h"
#include "codec/lzmatchfinder.h"
#include "codec/matchcopy.h"

#include <QtEndian>

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
constexpr LzMatchFinder::Limits Search{64, 256, quint32(XpressHuffmanMaxInput)};

// One step of the parse: a literal (length 0) or a match.
struct Item
{
    quint32 length = 0;
    quint32 value = 0; // the literal byte, or the match's offset
};

int highestBit(quint32 value)
{
    return std::bit_width(value) - 1;
}

int symbolOf(const Item &item)
{
    if (item.length == 0)
        return int(item.value);
    return 256 + (highestBit(item.value) << 4) + int(std::min<quint32>(item.length - MinimumMatch, 15));
}

// Greedy matching with one step of lazy evaluation: a longer match starting
// one byte later wins over the one here.
std::vector<Item> parse(const uchar *data, qsizetype size)
{
    LzMatchFinder finder(data, size, Search);
    std::vector<Item> items;
    items.reserve(size_t(size));
    qsizetype at = 0;
    const auto longestAt = [&](qsizetype from) {
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
    StreamWriter(uchar *out, qsizetype capacity)
        : m_out(out)
        , m_capacity(capacity)
    {
        m_word = reserve(2);
        m_nextWord = reserve(2);
    }

    void writeBits(quint32 bits, int count)
    {
        while (count > 0) {
            if (m_count == 0 && m_nextWord < 0)
                m_nextWord = reserve(2);
            const int taken = std::min(count, 16 - m_count);
            count -= taken;
            m_bits = m_bits << taken | ((bits >> count) & ((1u << taken) - 1));
            m_count += taken;
            if (m_count == 16) {
                put16(m_word, quint16(m_bits));
                m_word = m_nextWord;
                m_nextWord = -1;
                m_bits = 0;
                m_count = 0;
            }
        }
    }

    void writeByte(uchar byte)
    {
        const qsizetype at = reserve(1);
        if (at < m_capacity)
            m_out[at] = byte;
    }

    void writeLe16(quint16 value) { put16(reserve(2), value); }

    bool overflowed() const { return m_end > m_capacity; }

    // Pads the last word and writes the one the decoder loads beyond it;
    // returns the bytes written, or 0 when they did not fit.
    qsizetype finish()
    {
        put16(m_word, quint16(m_bits << (16 - m_count)));
        if (m_nextWord >= 0)
            put16(m_nextWord, 0);
        return overflowed() ? 0 : m_end;
    }

private:
    qsizetype reserve(qsizetype bytes)
    {
        const qsizetype at = m_end;
        m_end += bytes;
        return at;
    }

    void put16(qsizetype at, quint16 value)
    {
        if (at + 2 <= m_capacity)
            qToLittleEndian(value, m_out + at);
    }

    uchar *m_out;
    qsizetype m_capacity;
    qsizetype m_end = 0;
    qsizetype m_word = -1;
    qsizetype m_nextWord = -1;
    quint32 m_bits = 0;
    int m_count = 0;
};

// The decoder's side of StreamWriter, as [MS-XCA] 2.2.4 reads: 32 bits
// loaded, refilled by a word whenever fewer than 16 remain.
class BitReader
{
public:
    BitReader(const uchar *in, qsizetype size)
        : m_in(in)
        , m_end(in + size)
    {
        m_bits = quint32(readLe16()) << 16;
        m_bits |= readLe16();
    }

    quint32 peek(int count) const { return m_bits >> (32 - count); }

    void consume(int count)
    {
        m_bits <<= count;
        m_extra -= count;
        if (m_extra < 0) {
            m_bits |= quint32(readLe16()) << -m_extra;
            m_extra += 16;
        }
    }

    quint32 take(int count)
    {
        if (count == 0)
            return 0;
        const quint32 value = peek(count);
        consume(count);
        return value;
    }

    quint32 readByte()
    {
        if (m_end - m_in < 1)
            return fail();
        return *m_in++;
    }

    quint32 readLe16()
    {
        if (m_end - m_in < 2)
            return fail();
        m_in += 2;
        return qFromLittleEndian<quint16>(m_in - 2);
    }

    quint32 readLe32()
    {
        if (m_end - m_in < 4)
            return fail();
        m_in += 4;
        return qFromLittleEndian<quint32>(m_in - 4);
    }

    bool failed() const { return m_failed; }

private:
    quint32 fail()
    {
        m_failed = true;
        return 0;
    }

    const uchar *m_in;
    const uchar *m_end;
    quint32 m_bits = 0;
    int m_extra = 16;
    bool m_failed = false;
};

} // namespace

qsizetype xpressHuffmanCompress(const char *data, qsizetype size, char *out, qsizetype capacity)
{
    if (size <= 0 || size > XpressHuffmanMaxInput || capacity <= TableBytes)
        return 0;
    const std::vector<Item> items = parse(reinterpret_cast<const uchar *>(data), size);
    std::vector<quint32> frequencies(Symbols, 0);
    for (const Item &item : items)
        ++frequencies[size_t(symbolOf(item))];
    ++frequencies[EndOfData];
    const std::vector<quint8> lengths = huffmanCodeLengths(frequencies, MaxCodeLength);
    const std::vector<quint16> codes = canonicalHuffmanCodes(lengths);

    auto *target = reinterpret_cast<uchar *>(out);
    for (int i = 0; i < TableBytes; ++i)
        target[i] = uchar(lengths[size_t(2 * i)] | lengths[size_t(2 * i + 1)] << 4);
    StreamWriter stream(target + TableBytes, capacity - TableBytes);
    const auto writeSymbol = [&](int symbol) { stream.writeBits(codes[size_t(symbol)], lengths[size_t(symbol)]); };
    for (const Item &item : items) {
        if (stream.overflowed())
            return 0;
        writeSymbol(symbolOf(item));
        if (item.length == 0)
            continue;
        // Lengths past the symbol's 4 bits: a byte, or 255 then all of it in 16 bits.
        const quint32 lengthHeader = item.length - MinimumMatch;
        if (lengthHeader >= 15 && lengthHeader - 15 < 255) {
            stream.writeByte(uchar(lengthHeader - 15));
        } else if (lengthHeader >= 15) {
            stream.writeByte(255);
            stream.writeLe16(quint16(lengthHeader));
        }
        const int offsetBits = highestBit(item.value);
        stream.writeBits(item.value - (1u << offsetBits), offsetBits);
    }
    writeSymbol(EndOfData);
    const qsizetype written = stream.finish();
    return written ? TableBytes + written : 0;
}

bool xpressHuffmanDecompress(const char *in, qsizetype inSize, char *out, qsizetype size)
{
    if (size < 0 || size > XpressHuffmanMaxInput || inSize < TableBytes)
        return false;
    const auto *input = reinterpret_cast<const uchar *>(in);
    std::array<quint8, Symbols> lengths;
    for (int i = 0; i < TableBytes; ++i) {
        lengths[size_t(2 * i)] = input[i] & 0x0F;
        lengths[size_t(2 * i + 1)] = input[i] >> 4;
    }
    HuffmanDecoder<Symbols, MaxCodeLength, 10> decoder;
    if (!decoder.build(lengths.data()))
        return false;
    BitReader bits(input + TableBytes, inSize - TableBytes);
    auto *output = reinterpret_cast<uchar *>(out);
    qsizetype written = 0;
    while (written < size && !bits.failed()) {
        const int symbol = decoder.decode(bits);
        if (symbol < 0)
            return false;
        if (symbol < 256) {
            output[written++] = uchar(symbol);
            continue;
        }
        quint64 length = quint32(symbol - 256) & 0x0F;
        const int offsetBits = (symbol - 256) >> 4;
        if (length == 15) {
            length = bits.readByte();
            if (length == 255) {
                length = bits.readLe16();
                if (length == 0)
                    length = bits.readLe32();
                if (length < 15)
                    return false;
                length -= 15;
            }
            length += 15;
        }
        length += MinimumMatch;
        const quint64 offset = bits.take(offsetBits) + (quint64(1) << offsetBits);
        if (offset > quint64(written) || length > quint64(size - written))
            return false;
        copyMatch(output + written, offset, length, output + size);
        written += qsizetype(length);
    }
    return !bits.failed();
}

} // namespace cm
