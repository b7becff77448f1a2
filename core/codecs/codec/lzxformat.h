// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What LZX's encoder and decoder (lzxcompress.cpp, lzxdecompress.cpp) agree
// on, for a 32 KiB window.
#include <cstddef>
#include <cstdint>

#include <array>
#include <bit>

namespace cm::lzx {

constexpr int Literals = 256;
constexpr int LengthHeaders = 8; // per offset slot: lengths 2-8, then "see the length code"
constexpr int PrimaryLengths = 7;
constexpr std::uint32_t MinimumMatch = 2;
constexpr std::uint32_t MaximumMatch = 257;
constexpr int OffsetSlots = 30; // enough for offsets within 32 KiB
constexpr int MainSymbols = Literals + OffsetSlots * LengthHeaders;
constexpr int LengthSymbols = 249;
constexpr int AlignedSymbols = 8;
constexpr int PretreeSymbols = 20;
constexpr int MaxMainLength = 16;
constexpr int MaxLengthLength = 16;
constexpr int MaxAlignedLength = 7;  // stored in 3 bits
constexpr int MaxPretreeLength = 15; // stored in 4 bits
constexpr int AlignedBits = 3;
constexpr int FirstAlignedSlot = 8;                   // the first slot with 3 extra bits
constexpr std::uint32_t DefaultBlockSize = 32 * 1024; // a block header's 1-bit form

enum BlockType { Verbatim = 1, Aligned = 2, Uncompressed = 3 };

// Offsets are sent "adjusted": 0-2 name a recent offset, n + 2 the offset n.
constexpr std::uint32_t RecentOffsets = 3;
constexpr std::uint32_t OffsetAdjustment = 2;

// Extra bits after each offset slot, and the adjusted offset it starts at.
constexpr int extraBits(int slot)
{
    return slot < 4 ? 0 : slot / 2 - 1;
}

constexpr std::array<std::uint32_t, OffsetSlots> SlotBase = [] {
    std::array<std::uint32_t, OffsetSlots> base{0, 1, 2, 3};
    for (int slot = 4; slot < OffsetSlots; ++slot)
        base[size_t(slot)] = base[size_t(slot - 1)] + (1u << extraBits(slot - 1));
    return base;
}();

constexpr int slotOf(std::uint32_t adjustedOffset)
{
    if (adjustedOffset < 4)
        return int(adjustedOffset);
    const int top = std::bit_width(adjustedOffset) - 1;
    return 2 * top + int((adjustedOffset >> (top - 1)) & 1);
}

// The three recent offsets, as both sides keep them: using one swaps it
// with the first; a new offset pushes the others down.
struct RecentOffsetQueue
{
    std::array<std::uint32_t, RecentOffsets> offsets{1, 1, 1};

    std::uint32_t use(std::uint32_t adjustedOffset)
    {
        std::uint32_t offset;
        if (adjustedOffset < RecentOffsets) {
            offset = offsets[adjustedOffset];
            offsets[adjustedOffset] = offsets[0];
        } else {
            offset = adjustedOffset - OffsetAdjustment;
            offsets[2] = offsets[1];
            offsets[1] = offsets[0];
        }
        offsets[0] = offset;
        return offset;
    }
};

// The E8 translation: the 32-bit operand after each 0xE8 byte (x86's call)
// turned from relative to absolute before compression, and back after, so
// that calls to one place look alike.
void translateCalls(unsigned char *data, std::ptrdiff_t size);
void untranslateCalls(unsigned char *data, std::ptrdiff_t size);

} // namespace cm::lzx
