// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the XPRESS Huffman decoder (WOF's XPRESS), codecfuzz.h.
#include "codec/xpresshuffman.h"
#include "codecfuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return cm::fuzz::checkCodec(data, size, cm::XpressHuffmanMaxInput, cm::xpressHuffmanDecompress,
                                cm::xpressHuffmanCompress);
}
