// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the LZX decoder (WOF's LZX), codecfuzz.h.
#include "codec/lzx.h"
#include "codecfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return cm::fuzz::checkCodec(data, size, cm::LzxMaxInput, cm::lzxDecompress, cm::lzxCompress);
}
