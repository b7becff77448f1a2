#include "xpresshuffman.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <vector>

namespace cm {
namespace {

constexpr int Symbols = 512; // 256 literals, then matches: 16 offset sizes x 16 length headers
constexpr int EndOfData = 256;
constexpr int TableBytes = Symbols / 2;
constexpr int MaxCodeLength = 15;
constexpr int MinimumMatch = 3;
constexpr int HashBits = 14;
constexpr int MaxChainSteps = 64;
constexpr qsizetype GoodEnoughMatch = 256;

using CodeLengths = std::array<quint8, Symbols>;

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

// Hash chains over 3-byte prefixes; offsets reach back over the whole input.
class MatchFinder
{
public:
    MatchFinder(const uchar *data, qsizetype size)
        : m_data(data)
        , m_size(size)
        , m_heads(size_t(1) << HashBits, -1)
        , m_previous(size_t(size), -1)
    {
    }

    // The longest earlier match at `at` (length 0 when none reaches 3 bytes).
    Item longestAt(qsizetype at)
    {
        for (; m_inserted < at; ++m_inserted)
            insert(m_inserted);
        Item best;
        const qsizetype longest = m_size - at;
        if (longest < MinimumMatch)
            return best;
        const qsizetype enough = std::min(longest, GoodEnoughMatch);
        int steps = 0;
        for (qint32 candidate = m_heads[hashAt(at)]; candidate >= 0 && steps < MaxChainSteps;
             candidate = m_previous[size_t(candidate)], ++steps) {
            if (m_data[candidate + best.length] != m_data[at + best.length])
                continue; // cannot be longer than the best so far
            qsizetype length = 0;
            while (length < longest && m_data[candidate + length] == m_data[at + length])
                ++length;
            if (length > qsizetype(best.length)) {
                best = {quint32(length), quint32(at - candidate)};
                if (length >= enough)
                    break;
            }
        }
        return best.length >= MinimumMatch ? best : Item{};
    }

private:
    size_t hashAt(qsizetype at) const
    {
        const quint32 prefix = quint32(m_data[at]) << 16 | quint32(m_data[at + 1]) << 8 | m_data[at + 2];
        return (prefix * 2654435761u) >> (32 - HashBits);
    }

    void insert(qsizetype at)
    {
        if (at + MinimumMatch > m_size)
            return;
        const size_t hash = hashAt(at);
        m_previous[size_t(at)] = m_heads[hash];
        m_heads[hash] = qint32(at);
    }

    const uchar *m_data;
    qsizetype m_size;
    qsizetype m_inserted = 0;
    std::vector<qint32> m_heads;
    std::vector<qint32> m_previous;
};

// Greedy matching with one step of lazy evaluation: a longer match starting
// one byte later wins over the one here.
std::vector<Item> parse(const uchar *data, qsizetype size)
{
    MatchFinder finder(data, size);
    std::vector<Item> items;
    items.reserve(size_t(size));
    qsizetype at = 0;
    Item match = finder.longestAt(0);
    while (at < size) {
        if (match.length == 0) {
            items.push_back({0, data[at]});
            ++at;
        } else {
            const Item later = at + 1 < size ? finder.longestAt(at + 1) : Item{};
            if (later.length > match.length) {
                items.push_back({0, data[at]});
                ++at;
                match = later;
                continue;
            }
            items.push_back(match);
            at += match.length;
        }
        match = at < size ? finder.longestAt(at) : Item{};
    }
    return items;
}

// Depths of a Huffman tree over `weights` sorted ascending (two or more),
// built with the two-queue method.
std::vector<int> treeDepths(const std::vector<quint64> &weights)
{
    const size_t leaves = weights.size();
    std::vector<quint64> weight(weights);
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

// Huffman code lengths of at most 15 bits. Among symbols of equal frequency
// the later ones get the shorter codes, as in [MS-XCA]'s example.
CodeLengths codeLengths(const std::array<quint32, Symbols> &frequencies)
{
    std::vector<int> used;
    for (int symbol = 0; symbol < Symbols; ++symbol)
        if (frequencies[symbol])
            used.push_back(symbol);
    // A complete code needs two symbols at least.
    if (used.size() == 1)
        used.insert(used.begin(), used.front() == 0 ? 1 : 0);
    const auto rarerFirst = [&](int a, int b) {
        return std::pair(frequencies[a], a) < std::pair(frequencies[b], b);
    };
    std::sort(used.begin(), used.end(), rarerFirst);
    std::vector<quint64> weights;
    for (int symbol : used)
        weights.push_back(std::max<quint64>(frequencies[symbol], 1));
    std::vector<int> depths = treeDepths(weights);
    // Too deep a tree is rebuilt from flatter frequencies until it fits.
    while (*std::max_element(depths.begin(), depths.end()) > MaxCodeLength) {
        for (quint64 &weight : weights)
            weight = (weight + 1) / 2;
        depths = treeDepths(weights);
    }
    std::sort(depths.begin(), depths.end(), std::greater<>());
    CodeLengths lengths{};
    for (size_t i = 0; i < used.size(); ++i)
        lengths[size_t(used[i])] = quint8(depths[i]);
    return lengths;
}

// Codes in canonical order: shorter first, then by symbol.
std::array<quint16, Symbols> canonicalCodes(const CodeLengths &lengths)
{
    std::array<quint16, Symbols> codes{};
    quint32 code = 0;
    for (int length = 1; length <= MaxCodeLength; ++length) {
        for (int symbol = 0; symbol < Symbols; ++symbol)
            if (lengths[size_t(symbol)] == length)
                codes[size_t(symbol)] = quint16(code++);
        code <<= 1;
    }
    return codes;
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

// Canonical Huffman decoding: a table on the next 10 bits for the short
// codes, the canonical ranges for the rest.
class HuffmanDecoder
{
public:
    // False unless the lengths make a complete code.
    bool build(const CodeLengths &lengths)
    {
        std::array<quint32, MaxCodeLength + 1> count{};
        for (quint8 length : lengths)
            ++count[length];
        quint32 kraft = 0;
        for (int length = 1; length <= MaxCodeLength; ++length)
            kraft += count[size_t(length)] << (MaxCodeLength - length);
        if (kraft != 1u << MaxCodeLength)
            return false;
        quint32 code = 0, index = 0;
        for (int length = 1; length <= MaxCodeLength; ++length) {
            m_firstCode[size_t(length)] = code;
            m_firstIndex[size_t(length)] = index;
            m_count[size_t(length)] = count[size_t(length)];
            code = (code + count[size_t(length)]) << 1;
            index += count[size_t(length)];
        }
        m_fast.fill({});
        std::array<quint32, MaxCodeLength + 1> placed{};
        for (int symbol = 0; symbol < Symbols; ++symbol) {
            const int length = lengths[size_t(symbol)];
            if (length == 0)
                continue;
            const quint32 rank = placed[size_t(length)]++;
            m_sorted[m_firstIndex[size_t(length)] + rank] = quint16(symbol);
            if (length <= FastBits) {
                const quint32 first = (m_firstCode[size_t(length)] + rank) << (FastBits - length);
                std::fill_n(m_fast.begin() + first, 1u << (FastBits - length), FastEntry{quint16(symbol), quint8(length)});
            }
        }
        return true;
    }

    // The next symbol, consumed; -1 never happens for a complete code.
    int decode(BitReader &bits) const
    {
        const FastEntry entry = m_fast[bits.peek(FastBits)];
        if (entry.length) {
            bits.consume(entry.length);
            return entry.symbol;
        }
        for (int length = FastBits + 1; length <= MaxCodeLength; ++length) {
            const quint32 rank = bits.peek(length) - m_firstCode[size_t(length)];
            if (rank < m_count[size_t(length)]) {
                bits.consume(length);
                return m_sorted[m_firstIndex[size_t(length)] + rank];
            }
        }
        return -1;
    }

private:
    static constexpr int FastBits = 10;
    struct FastEntry
    {
        quint16 symbol = 0;
        quint8 length = 0; // 0: a longer code
    };
    std::array<FastEntry, 1 << FastBits> m_fast;
    std::array<quint32, MaxCodeLength + 1> m_firstCode{};
    std::array<quint32, MaxCodeLength + 1> m_firstIndex{};
    std::array<quint32, MaxCodeLength + 1> m_count{};
    std::array<quint16, Symbols> m_sorted{};
};

// Copies `length` bytes from `offset` back to `to`: a run of one byte as
// such, 8 bytes at a time where the source is that far back and the output
// has room for the last word's overshoot, else byte by byte.
void copyMatch(uchar *to, quint64 offset, quint64 length, const uchar *outputEnd)
{
    const uchar *from = to - offset;
    if (offset == 1) {
        std::memset(to, *from, size_t(length));
        return;
    }
    if (offset >= 8 && quint64(outputEnd - to) >= length + 8) {
        for (const uchar *end = to + length; to < end; to += 8, from += 8)
            std::memcpy(to, from, 8);
        return;
    }
    for (; length > 0; --length)
        *to++ = *from++;
}

} // namespace

qsizetype xpressHuffmanCompress(const char *data, qsizetype size, char *out, qsizetype capacity)
{
    if (size <= 0 || size > XpressHuffmanMaxInput || capacity <= TableBytes)
        return 0;
    const std::vector<Item> items = parse(reinterpret_cast<const uchar *>(data), size);
    std::array<quint32, Symbols> frequencies{};
    for (const Item &item : items)
        ++frequencies[size_t(symbolOf(item))];
    ++frequencies[EndOfData];
    const CodeLengths lengths = codeLengths(frequencies);
    const std::array<quint16, Symbols> codes = canonicalCodes(lengths);

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
    CodeLengths lengths;
    for (int i = 0; i < TableBytes; ++i) {
        lengths[size_t(2 * i)] = input[i] & 0x0F;
        lengths[size_t(2 * i + 1)] = input[i] >> 4;
    }
    HuffmanDecoder decoder;
    if (!decoder.build(lengths))
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
