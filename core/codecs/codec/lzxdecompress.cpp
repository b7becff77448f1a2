// SPDX-License-Identifier: GPL-3.0-or-later
// LZX's decoder, for every block type an LZX stream may hold.
#include "lzx.h"

#include "codec/bitreader.h"
#include "codec/huffmandecoder.h"
#include "codec/lzxformat.h"
#include "codec/matchcopy.h"

#include "codec/littleendian.h"

#include <algorithm>
#include <array>

namespace cm {
namespace {

using namespace lzx;

// Words are loaded as their bits are needed, as Microsoft's and wimlib's
// decoders load them: an uncompressed block's header starts after the words
// loaded so far.
using LzxBitReader = BitReader<WordLookahead::None>;

using MainDecoder = HuffmanDecoder<MainSymbols, MaxMainLength, 11>;
using LengthDecoder = HuffmanDecoder<LengthSymbols, MaxLengthLength, 9>;
using AlignedDecoder = HuffmanDecoder<AlignedSymbols, MaxAlignedLength, MaxAlignedLength>;
using PretreeDecoder = HuffmanDecoder<PretreeSymbols, MaxPretreeLength, 6>;

// A code's lengths, each sent as its difference from the one before (the
// previous block's, or 0) and in runs, coded by a pretree.
bool readLengths(LzxBitReader &bits, std::uint8_t *lengths, int count)
{
    std::array<std::uint8_t, PretreeSymbols> pretreeLengths;
    for (std::uint8_t &length : pretreeLengths)
        length = std::uint8_t(bits.take(4));
    PretreeDecoder pretree;
    if (!pretree.build(pretreeLengths.data()))
        return false;
    const auto changed = [](std::uint8_t previous, int symbol) { return std::uint8_t((previous + 17 - symbol) % 17); };
    for (int at = 0; at < count;) {
        const int symbol = pretree.decode(bits);
        if (symbol < 0)
            return false;
        if (symbol < 17) {
            lengths[at] = changed(lengths[at], symbol);
            ++at;
            continue;
        }
        int run;
        std::uint8_t length = 0;
        if (symbol == 17) {
            run = 4 + int(bits.take(4));
        } else if (symbol == 18) {
            run = 20 + int(bits.take(5));
        } else {
            run = 4 + int(bits.take(1));
            const int repeated = pretree.decode(bits);
            if (repeated < 0 || repeated > 17)
                return false;
            length = changed(lengths[at], repeated);
        }
        if (run > count - at)
            return false;
        std::fill_n(lengths + at, run, length);
        at += run;
    }
    return !bits.overrun();
}

struct Codes
{
    std::array<std::uint8_t, MainSymbols> mainLengths{};
    std::array<std::uint8_t, LengthSymbols> lengthLengths{};
    std::array<std::uint8_t, AlignedSymbols> alignedLengths{};
    MainDecoder main;
    LengthDecoder length;
    AlignedDecoder aligned;
};

bool readCodes(LzxBitReader &bits, Codes &codes, BlockType type)
{
    if (type == Aligned)
        for (std::uint8_t &length : codes.alignedLengths)
            length = std::uint8_t(bits.take(3));
    return readLengths(bits, codes.mainLengths.data(), Literals)
        && readLengths(bits, codes.mainLengths.data() + Literals, MainSymbols - Literals)
        && readLengths(bits, codes.lengthLengths.data(), LengthSymbols) && codes.main.build(codes.mainLengths.data())
        && codes.length.build(codes.lengthLengths.data(), LengthDecoder::Empty::Allowed)
        && (type != Aligned || codes.aligned.build(codes.alignedLengths.data(), AlignedDecoder::Empty::Allowed));
}

// A verbatim or aligned block's literals and matches, from `at` to `end`.
bool decodeBlock(LzxBitReader &bits, const Codes &codes, BlockType type, RecentOffsetQueue &recent,
                 unsigned char *output, std::ptrdiff_t at, std::ptrdiff_t end, std::ptrdiff_t size)
{
    const int firstAlignedSlot = type == Aligned ? FirstAlignedSlot : OffsetSlots;
    while (at < end) {
        const int symbol = codes.main.decode(bits);
        if (symbol < 0)
            return false;
        if (symbol < Literals) {
            output[at++] = static_cast<unsigned char>(symbol);
            continue;
        }
        std::uint32_t length = std::uint32_t(symbol - Literals) % LengthHeaders;
        const int slot = (symbol - Literals) / LengthHeaders;
        if (length == PrimaryLengths) {
            const int more = codes.length.decode(bits);
            if (more < 0)
                return false;
            length += std::uint32_t(more);
        }
        length += MinimumMatch;
        std::uint32_t adjusted = std::uint32_t(slot);
        if (slot >= int(RecentOffsets)) {
            std::uint32_t extra;
            if (slot >= firstAlignedSlot) {
                extra = bits.take(extraBits(slot) - AlignedBits) << AlignedBits;
                const int low = codes.aligned.decode(bits);
                if (low < 0)
                    return false;
                extra |= std::uint32_t(low);
            } else {
                extra = bits.take(extraBits(slot));
            }
            adjusted = SlotBase[size_t(slot)] + extra;
        }
        const std::uint32_t offset = recent.use(adjusted);
        if (offset > std::uint64_t(at) || length > std::uint64_t(end - at))
            return false;
        copyMatch(output + at, offset, length, output + size);
        at += length;
    }
    return !bits.overrun();
}

} // namespace

bool lzxDecompress(const char *in, std::ptrdiff_t inSize, char *out, std::ptrdiff_t size)
{
    if (size < 0 || size > LzxMaxInput || inSize < 0)
        return false;
    LzxBitReader bits(reinterpret_cast<const unsigned char *>(in), inSize);
    auto *output = reinterpret_cast<unsigned char *>(out);
    Codes codes;
    RecentOffsetQueue recent;
    // Nothing needs translating back unless an E8 byte was ever written.
    bool mayHoldCalls = false;
    for (std::ptrdiff_t at = 0; at < size;) {
        const auto type = BlockType(bits.take(3));
        const std::ptrdiff_t blockSize = bits.take(1) ? DefaultBlockSize : bits.take(16);
        if (type == Uncompressed) {
            bits.align();
            std::array<unsigned char, 4 * RecentOffsets> header;
            if (!bits.readBytes(header.data(), std::ptrdiff_t(header.size())))
                return false;
            for (std::uint32_t index = 0; index < RecentOffsets; ++index)
                recent.offsets[index] = loadLittleEndian<std::uint32_t>(header.data() + 4 * index);
            if (std::find(recent.offsets.begin(), recent.offsets.end(), 0u) != recent.offsets.end())
                return false;
        } else if ((type != Verbatim && type != Aligned) || !readCodes(bits, codes, type)) {
            return false;
        }
        if (blockSize < 1 || blockSize > size - at)
            return false;
        if (type == Uncompressed) {
            unsigned char padding;
            if (!bits.readBytes(output + at, blockSize) || (blockSize % 2 && !bits.readBytes(&padding, 1)))
                return false;
            mayHoldCalls = true;
        } else {
            if (!decodeBlock(bits, codes, type, recent, output, at, at + blockSize, size))
                return false;
            mayHoldCalls = mayHoldCalls || codes.mainLengths[0xE8] != 0;
        }
        at += blockSize;
    }
    if (bits.overrun())
        return false;
    if (mayHoldCalls)
        untranslateCalls(output, size);
    return true;
}

} // namespace cm
